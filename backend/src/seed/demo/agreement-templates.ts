/**
 * Demo agreement templates. Placeholders in double braces are filled when an agreement is rendered:
 * {{clientName}}, {{affiliateName}}, {{companyName}}, {{sessionsPerMonth}}, {{sessionLength}},
 * {{clientCharge}}, {{firstDayOfService}}, {{lastDayOfService}} (the list: domain/agreement-html.ts).
 */
const clauses = (extra: string) => `
<h1>Client Service Agreement</h1>
<p>This Client Service Agreement is made between <strong>{{affiliateName}}</strong> of {{companyName}}
(the "Coach") and <strong>{{clientName}}</strong> (the "Client").</p>
<h2>1. Services</h2>
<p>The Coach will provide {{sessionsPerMonth}} coaching sessions per month of {{sessionLength}} minutes each,
by telephone or video call, from {{firstDayOfService}} to {{lastDayOfService}}.</p>
${extra}
<h2>3. Fees and billing</h2>
<p>The Client agrees to pay {{clientCharge}} per month, sales tax included where it applies. Invoices are issued
on the 25th of the month before the month of service and are due on the 1st. Card payments are charged on
the due date; the Client may update the card at any time through the secure link provided.</p>
<h2>4. Rescheduling</h2>
<p>Sessions rescheduled with at least 24 hours' notice will be rebooked within the same month. Sessions missed
without notice are not refunded.</p>
<h2>5. Confidentiality</h2>
<p>The Coach keeps all information shared by the Client confidential, except where disclosure is required by law.</p>
<h2>6. Nature of coaching</h2>
<p>Coaching is not therapy, counselling, or legal, financial or medical advice. The Client is responsible for
their own decisions and results.</p>
<h2>7. Ending the agreement</h2>
<p>Either party may end this agreement with 30 days' written notice. Fees for sessions already delivered remain due.</p>
<p>Accepted electronically by the Client on the date shown below.</p>
`;

export const demoAgreementTemplates = [
  {
    displayName: "Standard Coaching Agreement",
    contentHtml: clauses(
      "<h2>2. The coaching relationship</h2><p>The Client sets the agenda for each session. The Coach will ask questions, reflect, challenge and hold the Client accountable to the actions the Client chooses.</p>",
    ),
  },
  {
    displayName: "Sponsored (Corporate) Coaching Agreement",
    contentHtml: clauses(
      "<h2>2. Sponsor</h2><p>The Client's employer (the \"Sponsor\") pays the fees. The Coach will report attendance to the Sponsor but never the content of any session without the Client's written consent.</p>",
    ),
  },
  {
    displayName: "Group Coaching Agreement",
    contentHtml: clauses(
      "<h2>2. Group sessions</h2><p>Sessions are held with a group of up to eight participants. Each participant agrees to keep what other participants share confidential.</p>",
    ),
  },
];
