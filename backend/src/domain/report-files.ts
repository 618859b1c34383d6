/** A report's File parameter (an uploaded file, docs/decisions/0240, 0285): 1 MB at most, for the backend and the upload alike. */
export const MAX_REPORT_FILE_BYTES = 1_000_000;

export const reportFileTooLarge = (name: string) => `${name} must be at most 1 MB.`;
