// src/server/pdf/pdf-worker.ts
import { createRequire } from "node:module";
import path from "node:path";
import { parentPort } from "node:worker_threads";
import pdfmake from "pdfmake";
var fontDir = path.join(path.dirname(createRequire(import.meta.url).resolve("pdfmake/package.json")), "fonts", "Roboto");
pdfmake.setFonts({
  Roboto: {
    normal: path.join(fontDir, "Roboto-Regular.ttf"),
    bold: path.join(fontDir, "Roboto-Medium.ttf"),
    italics: path.join(fontDir, "Roboto-Italic.ttf"),
    bolditalics: path.join(fontDir, "Roboto-MediumItalic.ttf")
  }
});
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((file) => path.resolve(file).startsWith(fontDir + path.sep));
function withFooter(job) {
  const { footer } = job;
  if (footer === void 0) return job.doc;
  return {
    ...job.doc,
    footer: (page, pages) => ({
      text: `${footer} \xB7 Page ${page} of ${pages}`,
      alignment: "center",
      fontSize: 8,
      color: "#6b7280",
      margin: [40, 16, 40, 0]
    })
  };
}
parentPort?.on("message", (job) => {
  pdfmake.createPdf(withFooter(job)).getBuffer().then(
    (buffer) => {
      const pdf = new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
      parentPort?.postMessage({ id: job.id, pdf }, [pdf.buffer]);
    },
    (error) => parentPort?.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) })
  );
});
