import { telHref } from "~/lib/format";

/** The contact-details block [SW §2]: the site's sales, service and parts numbers. */
export function ContactDetails({ phones }: { phones: { sales: string; service?: string; parts?: string } }) {
  const lines = [
    ["Sales", phones.sales],
    ["Service", phones.service],
    ["Parts", phones.parts],
  ].filter((line): line is [string, string] => !!line[1]);
  return (
    <dl aria-label="Contact details" className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {lines.map(([label, phone]) => (
        <div key={label} className="contents">
          <dt className="font-semibold">{label}</dt>
          <dd>
            <a href={telHref(phone)} className="underline underline-offset-4">
              {phone}
            </a>
          </dd>
        </div>
      ))}
    </dl>
  );
}
