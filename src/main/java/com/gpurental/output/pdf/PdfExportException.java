package com.gpurental.output.pdf;

import com.gpurental.text.Message;
import java.io.IOException;

/**
 * The PDF could not be written. {@link #getMessage()} is one sentence in the report's language
 * that names the file and the cause ("Could not write the PDF /x/out.pdf: the folder /x does not
 * exist."); {@link #message()} is the same as a {@link Message} to render in another language.
 */
public final class PdfExportException extends IOException {

    private final Message message;

    PdfExportException(Message message, String rendered, Throwable cause) {
        super(rendered, cause);
        this.message = message;
    }

    /** The whole sentence: {@code error.pdf.write} with the file and the {@link #reason()}. */
    public Message message() {
        return message;
    }

    /** The cause alone ("the folder /x does not exist. Choose an existing folder."), for a caller that names the file itself. */
    public Message reason() {
        return (Message) message.args().get(1);
    }
}
