package com.gpurental.output.pdf;

import com.gpurental.json.AtomicFiles;
import com.gpurental.output.RenderInput;
import com.gpurental.text.Message;
import com.gpurental.text.Messages;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Locale;
import java.util.Objects;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDDocumentInformation;

/**
 * The PDF summary of a plan: an A4 document in the chosen language that a procurement officer
 * can hand to a manager or vendor (inputs, memory, recommendation and alternatives, comparison
 * charts as vector graphics, rental term and cost, budget, warnings, checklist, assumptions and
 * the source of every price). Plain Java, no display needed: the app and the headless
 * {@code advise --pdf} command both call {@link #write}.
 *
 * <p>The whole document is laid out in memory first; only then is it written to a temporary
 * file beside the target and moved into place, so a failure never leaves a half-written PDF
 * (nor the temporary file).
 */
public final class PdfReport {

    private PdfReport() {
    }

    /**
     * Writes the report to {@code out}, replacing an existing file.
     *
     * @throws PdfExportException with a message in {@code m}'s language naming the file and the
     *                            cause (folder missing, not a folder, no permission, disk full…)
     */
    public static void write(RenderInput in, Messages m, Path out) throws PdfExportException {
        Objects.requireNonNull(in, "in");
        Objects.requireNonNull(m, "m");
        Objects.requireNonNull(out, "out");
        Path target = out.toAbsolutePath().normalize();
        checkTarget(out, target, m);
        synchronized (ReportFont.LOCK) {
            writeLocked(in, m, out, target);
        }
    }

    private static void writeLocked(RenderInput in, Messages m, Path out, Path target) throws PdfExportException {
        try (PDDocument doc = new PDDocument()) {
            ReportFont font = ReportFont.load(doc);
            try {
                PageWriter w = new PageWriter(doc, font);
                ReportContent content = new ReportContent(in, m, w);
                content.render();
                int pages = w.pages().size();
                w.footers(content.footerCaption(), p -> content.pageLabel(p, pages));
                describe(doc, content.documentTitle(), m);
                AtomicFiles.write(target, stream -> {
                    OutputStream buffered = new BufferedOutputStream(AtomicFiles.keepOpen(stream), 1 << 16);
                    doc.save(buffered);
                    buffered.flush();
                });
            } finally {
                font.close();
            }
        } catch (PdfExportException e) {
            throw e;
        } catch (IOException e) {
            throw failure(out, m, cause(e, target, m), e);
        } catch (RuntimeException e) {
            throw failure(out, m, Message.of("report.error.other", String.valueOf(e)), e);
        }
    }

    /**
     * Parses the bundled font ahead of time (the slowest part of a first export, a few hundred
     * milliseconds). The app can call it on its background executor at start-up so the first
     * Export is as quick as the later ones; calling it is never required.
     */
    public static void preload() throws IOException {
        synchronized (ReportFont.LOCK) {
            try (PDDocument doc = new PDDocument()) {
                ReportFont.load(doc);
            }
        }
    }

    private static void describe(PDDocument doc, String title, Messages m) {
        PDDocumentInformation info = doc.getDocumentInformation();
        info.setTitle(title);
        info.setSubject(m.get("report.title"));
        info.setCreator("GPU Rental Advisor");
        doc.getDocumentCatalog().setLanguage(m.isChinese() ? "zh-CN" : "en");
    }

    /** Problems that can be named before any work: the folder is missing or is a file, the target is a folder. */
    private static void checkTarget(Path out, Path target, Messages m) throws PdfExportException {
        if (Files.isDirectory(target)) {
            throw failure(out, m, Message.of("report.error.isFolder", target.toString()), null);
        }
        Path parent = target.getParent();
        if (parent == null) {
            throw failure(out, m, Message.of("report.error.isFolder", target.toString()), null);
        }
        if (!Files.isDirectory(parent)) {
            throw failure(out, m, missingFolder(parent), null);
        }
        // Only a regular file is ever replaced: a device (/dev/full, /dev/null), a pipe or a socket would be
        // swapped for a regular file by the atomic move (as root, for a device), so it is refused.
        if (Files.exists(target) && !Files.isRegularFile(target)) {
            throw failure(out, m, Message.of("report.error.special", target.toString()), null);
        }
        if (Files.isRegularFile(target) && readOnly(target)) {
            throw failure(out, m, Message.of("report.error.readOnlyFile", target.toString()), null);
        }
    }

    /**
     * A file marked read-only (no owner write permission; the DOS read-only attribute). The atomic move would
     * replace it anyway (it needs only the folder's permission), so the mark is honoured here.
     */
    static boolean readOnly(Path file) {
        try {
            if (Files.getFileStore(file).supportsFileAttributeView(PosixFileAttributeView.class)) {
                return !Files.getPosixFilePermissions(file).contains(PosixFilePermission.OWNER_WRITE);
            }
            Object dos = Files.getAttribute(file, "dos:readonly");
            return Boolean.TRUE.equals(dos) || !Files.isWritable(file);
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
            return !Files.isWritable(file);
        }
    }

    /** The folder does not exist, or a part of its path is a file. */
    private static Message missingFolder(Path folder) {
        for (Path p = folder; p != null; p = p.getParent()) {
            if (Files.exists(p) && !Files.isDirectory(p)) {
                return Message.of("report.error.notFolder", p.toString());
            }
        }
        return Message.of("report.error.noFolder", folder.toString());
    }

    /** The cause of an I/O failure in words. */
    static Message cause(IOException e, Path target, Messages m) {
        Path folder = target.getParent();
        String text = (e.getMessage() == null ? "" : e.getMessage()).toLowerCase(Locale.ROOT);
        String reason = e instanceof FileSystemException fse && fse.getReason() != null
                ? fse.getReason().toLowerCase(Locale.ROOT) : text;
        if (reason.contains("no space left") || reason.contains("not enough space") || reason.contains("disk quota")
                || reason.contains("disk full")) {
            return Message.of("report.error.diskFull", folder.toString());
        }
        if (reason.contains("read-only file system")) {
            return Message.of("report.error.readOnly", folder.toString());
        }
        if (reason.contains("being used by another process") || reason.contains("locked")) {
            return Message.of("report.error.locked", target.toString());
        }
        if (e instanceof NotDirectoryException || reason.contains("not a directory")) {
            return missingFolder(folder);
        }
        if (e instanceof NoSuchFileException) {
            return missingFolder(folder);
        }
        if (e instanceof AccessDeniedException) {
            return Files.exists(target) ? Message.of("report.error.locked", target.toString())
                    : Message.of("report.error.denied", folder.toString());
        }
        return Message.of("report.error.other", e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage());
    }

    private static PdfExportException failure(Path out, Messages m, Message cause, Throwable e) {
        Message message = Message.of("error.pdf.write", out.toString(), cause);
        return new PdfExportException(message, m.format(message), e);
    }
}
