import { formatRates } from "#domain/finance-disclosure";
import PDFDocument from "pdfkit";
import { COMMENTS_PENDING } from "#domain/dealer-comments";
import { formatDate } from "#domain/dates";
import { formatMoney } from "#domain/money";
import { htmlToText } from "#server/data/html-text.server";
import type { ImageService } from "#server/images/service";
import type { Site } from "#server/sites/registry";
import type { VehiclePageData } from "./vehicle-page.server";
import { carPath } from "#domain/car-url";

/*
 * The vehicle's PDF, made on the server [VSD §7 "Print PDF by vehicle slug: PDF downloaded as
 * {slug}.pdf"]: an A4 page a buyer can keep or print, with the first photo, the price, the key
 * details and specifications, the dealer's comments and how to reach the dealer.
 */
const MARGIN = 40;
export async function createVehiclePdf(
  site: Site,
  page: VehiclePageData,
  images: ImageService,
  options: { origin: string; now: Date },
): Promise<Buffer> {
  const photo = page.images[0]
    ? await images.render(site.slug, page.images[0].src, { w: 1200, q: 80, fm: "jpeg" }).catch(() => null)
    : null;

  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: { Title: page.car.name, Author: site.name, Subject: `Stock number ${page.car.stocknum}` },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const width = doc.page.width - MARGIN * 2;
  doc.fontSize(10).fillColor("#4b5563").text(site.name, { continued: true });
  doc.text(`   ${page.location.name}, ${page.location.city} ${page.location.state}   ${page.location.phone}`);
  doc.moveDown(0.5);
  doc.fontSize(20).fillColor("#111827").font("Helvetica-Bold").text(page.car.name);
  doc.font("Helvetica").fontSize(11).fillColor("#374151");
  doc.text(`Stock number ${page.car.stocknum}${page.car.available ? "" : "   SOLD"}`);
  doc.moveDown(0.5);

  if (photo && photo.status === 200) {
    const height = width / 2;
    doc.image(photo.body, MARGIN, doc.y, { fit: [width, height], align: "center" });
    doc.y += height + 10;
  }

  doc.fontSize(18).font("Helvetica-Bold").fillColor("#111827");
  const price = page.price.kind === "text" ? page.price.text : formatMoney(page.price.amount);
  doc.text(`${price}${page.price.kind === "price" && page.car.price_type ? `  ${page.car.price_type}` : ""}`);
  if (page.finance?.weekly) {
    doc.font("Helvetica").fontSize(10).fillColor("#374151");
    doc.text(
      `Estimated ${formatMoney(page.finance.weekly)} per week${
        page.finance.interestRate !== null && page.finance.comparisonRate !== null
          ? ` at ${formatRates(page.finance.interestRate, page.finance.comparisonRate)}`
          : ""
      }`,
    );
  }
  doc.moveDown(0.8);

  // A heading never sits alone at the foot of a page.
  const keepWithNext = (space: number) => {
    if (doc.y + space > doc.page.height - MARGIN) doc.addPage();
  };
  const section = (title: string, items: { label: string; value: string }[]) => {
    if (items.length === 0) return;
    keepWithNext(60);
    doc.font("Helvetica-Bold").fontSize(13).fillColor("#111827").text(title);
    doc.moveDown(0.3);
    doc.font("Helvetica").fontSize(10);
    const column = width / 2;
    for (let i = 0; i < items.length; i += 2) {
      const y = doc.y;
      for (const [k, item] of [items[i], items[i + 1]].entries()) {
        if (!item) continue;
        doc.fillColor("#6b7280").text(item.label, MARGIN + k * column, y, { width: column * 0.45 });
        doc
          .fillColor("#111827")
          .text(item.value, MARGIN + k * column + column * 0.45, y, { width: column * 0.5 });
      }
      doc.x = MARGIN;
      doc.moveDown(0.2);
    }
    doc.moveDown(0.6);
  };
  section("Key Information", page.specs.featured);
  section("Specifications", [...page.specs.trailer, ...page.specs.summary, ...page.specs.specifications]);

  doc.x = MARGIN;
  keepWithNext(60);
  doc.font("Helvetica-Bold").fontSize(13).fillColor("#111827").text(site.labels.dealer_comments_title);
  doc.moveDown(0.3);
  doc
    .font("Helvetica")
    .fontSize(10)
    .fillColor("#111827")
    .text(page.comments.html ? htmlToText(page.comments.html) : COMMENTS_PENDING, {
      width,
    });
  doc.moveDown(0.8);

  if (page.car.standard_equipment.length > 0) {
    keepWithNext(60);
    doc.font("Helvetica-Bold").fontSize(13).text("Features");
    doc.moveDown(0.3);
    doc.font("Helvetica").fontSize(10).text(page.car.standard_equipment.join("  •  "), { width });
    doc.moveDown(0.8);
  }

  doc.fontSize(9).fillColor("#4b5563");
  doc.text(
    `See this car online: ${options.origin}${carPath(page.car.slug)}. Call ${page.location.name} on ${page.location.phone}. ` +
      `Printed ${formatDate(options.now, site.time_zone)}; price and availability can change.`,
    { width },
  );
  if (page.finance?.disclaimer) {
    doc.moveDown(0.4);
    doc.fontSize(8).text(page.finance.disclaimer, { width });
  }
  doc.end();
  return done;
}
