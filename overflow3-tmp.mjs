import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu"] });
for (const url of process.argv.slice(2)) for (const width of [390, 1366]) {
const page = await browser.newPage({ viewport: { width, height: 900 } });
await page.goto(url, { waitUntil: "networkidle" });
console.log(url, width, JSON.stringify(await page.evaluate(() => {
  const vw = document.documentElement.clientWidth;
  const clipped = (e) => { let p = e.parentElement; while (p && p !== document.body) { const o = getComputedStyle(p).overflowX; if (o !== "visible") return true; p = p.parentElement; } return false; };
  return { sw: document.documentElement.scrollWidth, vw, culprits: [...document.querySelectorAll("body *")].filter((e) => e.getBoundingClientRect().right > vw + 1 && !clipped(e)).slice(0, 6).map((e) => `${e.tagName}.${(e.className || "").toString().slice(0, 80)} r=${Math.round(e.getBoundingClientRect().right)} pos=${getComputedStyle(e).position}`) };
})));
await page.close(); }
await browser.close();
