import { Heading } from "~/components/primitives";
import { basisPointsToPercent } from "@domain/money";
import { taxProvince, taxRateBp } from "@domain/province-tax";
import type { ContactDraft } from "./schema";
import { formatExpiration, formatMoney, formatPercent } from "~/lib/format";
import { PRONOUN_OPTIONS } from "~/lib/pronouns";
import { AddressSection } from "./address-section";
import { useHeadingBelowTitle } from "./heading-levels";
import { ReadOnlyField } from "~/components/form-field";
import { Checkbox, Input, LongText, Select, type ErrorsOf } from "./fields";
import type { ContactFormData } from "./types";

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  const headingAs = useHeadingBelowTitle(1);
  return (
    <section className="contact-section" aria-labelledby={id}>
      <Heading as={headingAs} size="4" mb="2" id={id}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

/** Page 1: who the contact is and how to reach them, and the addresses. */
export function ContactPageOne({ data, draft, errorsOf }: { data: ContactFormData; draft: ContactDraft; errorsOf: ErrorsOf }) {
  return (
    <>
      <Section id="contact-name-title" title="Name">
        {data.affiliates ? (
          <Select
            name="affiliateID"
            label="Affiliate"
            options={data.affiliates}
            defaultValue={draft.affiliateID}
            hint="The coach this contact belongs to."
            errors={errorsOf("affiliateID")}
          />
        ) : null}
        {data.contact.contactID ? (
          <ReadOnlyField
            className="contact-read-only"
            id="contact-affiliate"
            label="Affiliate"
            value={data.contact.affiliateName}
          />
        ) : null}
        <div className="contact-grid">
          <Input name="firstName" label="First Name" defaultValue={draft.firstName} errors={errorsOf("firstName")} />
          <Input name="lastName" label="Last Name" defaultValue={draft.lastName} errors={errorsOf("lastName")} />
          <Select
            name="preferredPronouns"
            label="Preferred Pronouns"
            options={[...PRONOUN_OPTIONS]}
            defaultValue={draft.preferredPronouns}
          />
          <Input
            name="pronounsOther"
            label="Other Pronouns"
            defaultValue={draft.pronounsOther}
            hint="Used when Preferred Pronouns is Other."
            errors={errorsOf("pronounsOther")}
          />
          <Input name="companyName" label="Company Name" defaultValue={draft.companyName} errors={errorsOf("companyName")} />
        </div>
      </Section>
      <Section id="contact-reach-title" title="Email and Phone">
        <div className="contact-grid">
          <Input name="email" label="Billing Email" type="email" defaultValue={draft.email} errors={errorsOf("email")} />
          <Input name="email2" label="Client Email" type="email" defaultValue={draft.email2} errors={errorsOf("email2")} />
          <Input name="phone" label="Primary Phone" type="tel" defaultValue={draft.phone} errors={errorsOf("phone")} />
          <Input
            name="mobilePhone"
            label="Mobile Phone"
            type="tel"
            defaultValue={draft.mobilePhone}
            errors={errorsOf("mobilePhone")}
          />
          <Input name="homePhone" label="Home Phone" type="tel" defaultValue={draft.homePhone} errors={errorsOf("homePhone")} />
          <Input name="workPhone" label="Work Phone" type="tel" defaultValue={draft.workPhone} errors={errorsOf("workPhone")} />
          <Input name="fax" label="Fax" type="tel" defaultValue={draft.fax} errors={errorsOf("fax")} />
        </div>
        <Checkbox name="canCallAtHome" label="OK to call at home" defaultChecked={draft.canCallAtHome} />
        <Checkbox name="canCallAtWork" label="OK to call at work" defaultChecked={draft.canCallAtWork} />
        <Checkbox name="voicemail" label="OK to leave voicemail" defaultChecked={draft.voicemail} />
      </Section>
      <Section id="contact-source-title" title="Source">
        <div className="contact-grid">
          <Select name="contactTypeId" label="Source" options={data.lookups.contactTypes} defaultValue={draft.contactTypeId} />
        </div>
        <Checkbox name="prospectiveClient" label="Prospective client" defaultChecked={draft.prospectiveClient} />
        <Checkbox name="pastClient" label="Former client" defaultChecked={draft.pastClient} />
      </Section>
      <AddressSection
        addresses={draft.addresses ?? []}
        address={draft.address}
        editIndex={draft.editIndex}
        addressTypes={data.lookups.addressTypes}
        errorsOf={errorsOf}
      />
    </>
  );
}

/** Page 2: personal details, the personal data, tax, notes, the Client Info panel and the roles area. */
export function ContactPageTwo({ data, draft, errorsOf }: { data: ContactFormData; draft: ContactDraft; errorsOf: ErrorsOf }) {
  const addresses = draft.addresses ?? [];
  const gstRate = basisPointsToPercent(taxRateBp(addresses, data.lookups.taxRates));
  const gstProvince = taxProvince(addresses, data.lookups.taxRates)?.provinceName;
  const c = data.contact;
  return (
    <>
      <Section id="contact-personal-title" title="Personal">
        <div className="contact-grid">
          <Input
            name="dateOfBirth"
            label="Date of Birth"
            type="date"
            defaultValue={draft.dateOfBirth}
            errors={errorsOf("dateOfBirth")}
          />
          <Select name="genderId" label="Gender" options={data.lookups.genders} defaultValue={draft.genderId} />
          <Select
            name="maritalStatusId"
            label="Marital Status"
            options={data.lookups.maritalStatuses}
            defaultValue={draft.maritalStatusId}
          />
          <Input name="spouseName" label="Spouse Name" defaultValue={draft.spouseName} errors={errorsOf("spouseName")} />
          <Input name="occupation" label="Occupation" defaultValue={draft.occupation} errors={errorsOf("occupation")} />
          <Input name="employer" label="Employer" defaultValue={draft.employer} errors={errorsOf("employer")} />
          <Input
            name="emergencyContactName"
            label="Emergency Contact Name"
            defaultValue={draft.emergencyContactName}
            errors={errorsOf("emergencyContactName")}
          />
          <Input
            name="emergencyContactNumber"
            label="Emergency Contact Number"
            type="tel"
            defaultValue={draft.emergencyContactNumber}
            errors={errorsOf("emergencyContactNumber")}
          />
        </div>
      </Section>
      <Section id="contact-personal-data-title" title="Personal Data">
        <div className="contact-grid">
          {([1, 2, 3, 4, 5] as const).map((n) => (
            <Input
              key={n}
              name={`essence${n}`}
              label={`Essence ${n}`}
              defaultValue={draft[`essence${n}`]}
              errors={errorsOf(`essence${n}`)}
            />
          ))}
          {([1, 2, 3] as const).map((n) => (
            <Input
              key={n}
              name={`survivalMechanism${n}`}
              label={`Survival Mechanism ${n}`}
              defaultValue={draft[`survivalMechanism${n}`]}
              errors={errorsOf(`survivalMechanism${n}`)}
            />
          ))}
        </div>
        <LongText name="lifePurpose" label="Life Purpose" defaultValue={draft.lifePurpose} errors={errorsOf("lifePurpose")} />
        <LongText
          name="personalNotes"
          label="Personal Notes"
          defaultValue={draft.personalNotes}
          errors={errorsOf("personalNotes")}
        />
      </Section>
      <Section id="contact-tax-title" title="Tax and Emails">
        <div className="contact-grid">
          <Input name="gSTNumber" label="GST Number" defaultValue={draft.gSTNumber} errors={errorsOf("gSTNumber")} />
          <ReadOnlyField
            className="contact-read-only"
            id="contact-gst-rate"
            label="GST Rate"
            value={formatPercent(gstRate)}
            hint={gstProvince ? `From the home address in ${gstProvince}.` : "From the home address; 0% outside Canada."}
          />
          <Input name="vATNumber" label="VAT Number" defaultValue={draft.vATNumber} errors={errorsOf("vATNumber")} />
          <Input
            name="vATRate"
            label="VAT Rate (%)"
            type="number"
            step="0.001"
            defaultValue={draft.vATRate}
            errors={errorsOf("vATRate")}
          />
          <Input
            name="companyLogoURL"
            label="Company Logo URL"
            defaultValue={draft.companyLogoURL}
            errors={errorsOf("companyLogoURL")}
          />
        </div>
        <Checkbox name="includeLogoOnEmails" label="Include logo on emails" defaultChecked={draft.includeLogoOnEmails} />
        <LongText name="notes" label="Notes" defaultValue={draft.notes} errors={errorsOf("notes")} />
      </Section>
      <input type="hidden" name="clientType" value={draft.clientType ?? ""} />
      <Section id="contact-client-info-title" title="Client Info">
        <div className="contact-grid">
          <ReadOnlyField className="contact-read-only" id="contact-client-status" label="Client Status" value={c.clientStatus} />
          <ReadOnlyField className="contact-read-only" id="contact-client-type" label="Client Type" value={c.clientType} />
          <ReadOnlyField
            className="contact-read-only"
            id="contact-billing-amount"
            label="Billing Amount"
            value={formatMoney(c.billingAmount)}
          />
          <ReadOnlyField
            className="contact-read-only"
            id="contact-sessions"
            label="Sessions per Month"
            value={String(c.sessionsPerMonth)}
          />
          <ReadOnlyField
            className="contact-read-only"
            id="contact-payment-status"
            label="Payment Status"
            value={c.paymentStatus}
          />
          <ReadOnlyField
            className="contact-read-only"
            id="contact-invoice-status"
            label="Invoice Status"
            value={c.invoiceStatus}
          />
          <ReadOnlyField
            className="contact-read-only"
            id="contact-contract-end"
            label="Contract End"
            value={formatExpiration(c.expirationDate)}
          />
        </div>
      </Section>
      {data.mayEditStripeIds ? (
        <Section id="contact-roles-title" title="Roles and Accounts">
          <div className="contact-grid">
            <Input
              name="stripeCustomerId_USA"
              label="Stripe Customer Id (USA)"
              defaultValue={draft.stripeCustomerId_USA}
              errors={errorsOf("stripeCustomerId_USA")}
            />
            <Input
              name="stripeCustomerId_Canada"
              label="Stripe Customer Id (Canada)"
              defaultValue={draft.stripeCustomerId_Canada}
              errors={errorsOf("stripeCustomerId_Canada")}
            />
          </div>
        </Section>
      ) : null}
    </>
  );
}
