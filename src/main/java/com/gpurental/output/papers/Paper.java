package com.gpurental.output.papers;

import com.gpurental.json.InputException;
import com.gpurental.output.RenderInput;
import com.gpurental.output.pdf.PdfExportException;
import com.gpurental.text.Messages;
import java.nio.file.Path;

/** The papers a plan can be written out as, each with its command-line option. */
public enum Paper {
    /** The comparison as a workbook. */
    XLSX("--xlsx"),
    /** The one-page approval summary (PDF). */
    APPROVAL("--approval"),
    /** The request for quotation (PDF). */
    RFQ("--rfq"),
    /** The quote form for vendors (XLSX). */
    RFQ_XLSX("--rfq-xlsx");

    private final String option;

    Paper(String option) {
        this.option = option;
    }

    public String option() {
        return option;
    }

    public static Paper ofOption(String option) {
        for (Paper p : values()) {
            if (p.option.equals(option)) {
                return p;
            }
        }
        return null;
    }

    /**
     * Writes this paper to {@code out} atomically.
     *
     * @throws InputException the file could not be written (one message naming it and the cause)
     */
    public void write(RenderInput in, Messages m, Path out) throws InputException {
        try {
            switch (this) {
                case XLSX -> ComparisonXlsx.write(in, m, out);
                case APPROVAL -> ApprovalPdf.write(in, m, out);
                case RFQ -> RfqPdf.write(in, m, out);
                case RFQ_XLSX -> RfqXlsx.write(in, m, out);
            }
        } catch (PdfExportException e) {
            throw new InputException(out.toString(), null, e.message());
        } catch (PaperException e) {
            throw new InputException(out.toString(), null, e.message());
        }
    }
}
