import { Button } from "~/components/button";
import { Flex, Heading, Text } from "~/components/primitives";
import { useState } from "react";
import { useHeadingBelowTitle } from "./heading-levels";
import type { AddressFields } from "./schema";
import { CA_PROVINCES, COUNTRIES, regionsOf, US_STATES } from "~/lib/countries";
import { Input, Select, type ErrorsOf } from "./fields";
import type { Option } from "./types";

const ROW_FIELDS = [
  "addressID",
  "addressTypeId",
  "customLabel",
  "address1",
  "address2",
  "city",
  "state",
  "zip",
  "country",
] as const;

const summaryOf = (a: AddressFields, index: number) => a.address1 || a.city || `address ${index + 1}`;

/**
 * The address list (each row's values posted as hidden inputs, EDIT and DELETE per row) and the address
 * form (addressID 0 = new). Every button posts the whole form with its intent; the action answers the
 * draft with the list changed, without saving (docs/decisions/0074).
 */
export function AddressSection({
  addresses,
  address,
  editIndex,
  addressTypes,
  errorsOf,
}: {
  addresses: AddressFields[];
  address: AddressFields | undefined;
  editIndex: number | undefined;
  addressTypes: Option[];
  errorsOf: ErrorsOf;
}) {
  const typeName = (id: number | undefined) => addressTypes.find((t) => t.id === id)?.name ?? "";
  const headingAs = useHeadingBelowTitle(1);
  return (
    <section className="contact-section" aria-labelledby="contact-addresses-title">
      <Heading as={headingAs} size="4" mb="2" id="contact-addresses-title">
        Addresses
      </Heading>
      {addresses.length === 0 ? (
        <Text as="p" color="gray" mb="2">
          No addresses yet.
        </Text>
      ) : (
        <table className="contact-address-table">
          <thead>
            <tr>
              <th scope="col">Type</th>
              <th scope="col">Address</th>
              <th scope="col">City</th>
              <th scope="col">State/Province</th>
              <th scope="col">Zip</th>
              <th scope="col">Country</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {addresses.map((a, i) => (
              <tr key={i} aria-current={editIndex === i ? "true" : undefined}>
                <td>
                  {ROW_FIELDS.map((f) => (
                    <input key={f} type="hidden" name={`addresses[${i}].${f}`} value={a[f] ?? (f === "addressID" ? 0 : "")} />
                  ))}
                  {typeName(a.addressTypeId)}
                  {a.customLabel ? ` (${a.customLabel})` : ""}
                </td>
                <td>
                  {a.address1}
                  {a.address2 ? <br /> : null}
                  {a.address2}
                </td>
                <td>{a.city}</td>
                <td>{a.state}</td>
                <td>{a.zip}</td>
                <td>
                  {a.country}
                  {(["addressTypeId", "country", "state"] as const).map((f) => {
                    const errors = errorsOf(`addresses[${i}].${f}`);
                    return errors?.length ? (
                      <Text key={f} as="p" size="2" color="red" role="alert">
                        {errors[0]}
                      </Text>
                    ) : null;
                  })}
                </td>
                <td>
                  <Flex gap="2">
                    <Button
                      type="submit"
                      name="intent"
                      value={`editAddress:${i}`}
                      size="1"
                      variant="soft"
                      aria-label={`EDIT ${summaryOf(a, i)}`}
                    >
                      EDIT
                    </Button>
                    <Button
                      type="submit"
                      name="intent"
                      value={`deleteAddress:${i}`}
                      size="1"
                      variant="soft"
                      color="red"
                      aria-label={`DELETE ${summaryOf(a, i)}`}
                    >
                      DELETE
                    </Button>
                  </Flex>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <AddressForm address={address} editIndex={editIndex} addressTypes={addressTypes} errorsOf={errorsOf} />
    </section>
  );
}

function AddressForm({
  address,
  editIndex,
  addressTypes,
  errorsOf,
}: {
  address: AddressFields | undefined;
  editIndex: number | undefined;
  addressTypes: Option[];
  errorsOf: ErrorsOf;
}) {
  const [country, setCountry] = useState(address?.country ?? "");
  const regions = regionsOf(country);
  const a = address ?? {};
  const editing = editIndex !== undefined;
  const headingAs = useHeadingBelowTitle(2);
  return (
    <fieldset className="contact-address-form" aria-labelledby="contact-address-form-title">
      <Heading as={headingAs} size="3" mb="2" id="contact-address-form-title">
        {editing ? "Edit Address" : "New Address"}
      </Heading>
      {editing ? <input type="hidden" name="editIndex" value={editIndex} /> : null}
      <input type="hidden" name="address.addressID" value={editing ? (a.addressID ?? 0) : 0} />
      <div className="contact-grid">
        <Select
          name="address.addressTypeId"
          label="Address Type"
          options={addressTypes}
          defaultValue={a.addressTypeId}
          errors={errorsOf("address.addressTypeId")}
        />
        <Input
          name="address.customLabel"
          label="Custom Label"
          defaultValue={a.customLabel}
          errors={errorsOf("address.customLabel")}
        />
        <Input
          name="address.address1"
          label="Address 1"
          defaultValue={a.address1}
          autoComplete="address-line1"
          errors={errorsOf("address.address1")}
        />
        <Input
          name="address.address2"
          label="Address 2"
          defaultValue={a.address2}
          autoComplete="address-line2"
          errors={errorsOf("address.address2")}
        />
        <Input
          name="address.city"
          label="City"
          defaultValue={a.city}
          autoComplete="address-level2"
          errors={errorsOf("address.city")}
        />
        {regions || country === "" ? (
          <Select
            key={country}
            name="address.state"
            label="State/Province"
            defaultValue={a.state}
            groups={
              regions
                ? [{ label: country, options: regions.map((r) => ({ value: r.abbr, label: r.name })) }]
                : [
                    { label: "United States", options: US_STATES.map((r) => ({ value: r.abbr, label: r.name })) },
                    { label: "Canada", options: CA_PROVINCES.map((r) => ({ value: r.abbr, label: r.name })) },
                  ]
            }
            errors={errorsOf("address.state")}
          />
        ) : (
          <Input name="address.state" label="State/Province" defaultValue={a.state} errors={errorsOf("address.state")} />
        )}
        <Input
          name="address.zip"
          label="Zip/Postal Code"
          defaultValue={a.zip}
          autoComplete="postal-code"
          errors={errorsOf("address.zip")}
        />
        <Select
          name="address.country"
          label="Country"
          options={[...COUNTRIES]}
          defaultValue={a.country}
          errors={errorsOf("address.country")}
          onChange={setCountry}
        />
      </div>
      <Flex gap="2" mt="1">
        <Button type="submit" name="intent" value="saveAddress" variant="surface">
          SAVE ADDRESS
        </Button>
        {editing || address ? (
          <Button type="submit" name="intent" value="cancelAddress" variant="soft" color="gray">
            CANCEL ADDRESS
          </Button>
        ) : null}
      </Flex>
    </fieldset>
  );
}
