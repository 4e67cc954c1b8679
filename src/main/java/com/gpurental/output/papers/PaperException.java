package com.gpurental.output.papers;

import com.gpurental.text.Message;
import com.gpurental.text.Messages;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/** A paper could not be written: the message names the file and the cause in the user's language. */
public final class PaperException extends Exception {

    private final transient Message message;

    public PaperException(Message message, String text, Throwable cause) {
        super(text, cause);
        this.message = message;
    }

    /** What went wrong, to render in another language. */
    public Message message() {
        return message;
    }

    static PaperException write(Path out, IOException e, Messages m) {
        Message cause;
        if (e instanceof NoSuchFileException) {
            cause = Message.of("report.error.noFolder", String.valueOf(out.toAbsolutePath().getParent()));
        } else if (e instanceof AccessDeniedException) {
            cause = Message.of("report.error.denied", String.valueOf(out.toAbsolutePath().getParent()));
        } else {
            cause = Message.of("report.error.other", e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage());
        }
        Message message = Message.of("papers.error.write", out.toString(), cause);
        return new PaperException(message, m.format(message), e);
    }
}
