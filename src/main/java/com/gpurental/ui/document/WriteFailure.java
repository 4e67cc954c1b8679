package com.gpurental.ui.document;

import com.gpurental.output.pdf.PdfExportException;
import com.gpurental.text.Messages;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;

/** Why a write failed (a plan saved, a PDF exported, an autosave), said to the user rather than the system's words. */
final class WriteFailure {

    private WriteFailure() {
    }

    /** Why {@code e} happened, in the user's language: no permission, no such folder, disk full, in use. */
    static String why(Throwable e, Messages m) {
        if (e instanceof PdfExportException pdfError) {
            return m.format(pdfError.reason());
        }
        Throwable t = e;
        while (t.getCause() != null && !(t instanceof IOException)) {
            t = t.getCause();
        }
        String detail = t.getMessage() == null ? "" : t.getMessage();
        if (t instanceof AccessDeniedException || detail.contains("Read-only file system")) {
            return m.get("document.why.denied");
        }
        if (t instanceof FileAlreadyExistsException || t instanceof NotDirectoryException
                || t instanceof FileSystemException f && "Not a directory".equals(f.getReason())) {
            return m.get("document.why.notFolder");
        }
        if (t instanceof NoSuchFileException) {
            return m.get("document.why.noFolder");
        }
        if (detail.contains("No space left") || detail.contains("not enough space")) {
            return m.get("document.why.diskFull");
        }
        if (t instanceof FileSystemException fse && fse.getReason() != null) {
            return m.format("document.why.other", fse.getReason());
        }
        return m.format("document.why.other", detail.isEmpty() ? t.getClass().getSimpleName() : detail);
    }
}
