package com.gpurental.output.pdf;

import static com.gpurental.output.pdf.ReportFixture.CHAT_70B;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.gpurental.text.Message;
import com.gpurental.text.Messages;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An export that cannot be written fails with one clear sentence naming the file, and leaves
 * nothing behind: no PDF, no temporary file. (Tests run as root, where a read-only mode does not
 * stop writes, so the unwritable targets are a folder that is a file and a folder that is missing.)
 */
class PdfExportFailureTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);
    private static final Messages ZH = Messages.forLocale(Messages.ZH);

    @TempDir
    Path dir;

    @Test
    void aFolderThatIsAFileFailsCleanlyAndLeavesNothing() throws IOException {
        Path blocker = Files.writeString(dir.resolve("reports"), "a file, not a folder");
        Path out = blocker.resolve("chat.pdf");

        PdfExportException e = assertThrows(PdfExportException.class, () ->
                PdfReport.write(ReportFixture.input(CHAT_70B), EN, out));

        assertEquals("Could not write the PDF " + out + ": " + blocker + " is a file, not a folder. "
                + "Choose a folder to save the PDF in.", e.getMessage());
        assertEquals("[reports]", ReportFixture.listing(dir), "nothing written beside the blocking file");
        assertEquals("a file, not a folder", Files.readString(blocker));
    }

    @Test
    void aMissingFolderFailsCleanlyInChinese() throws IOException {
        Path out = dir.resolve("missing").resolve("chat.pdf");

        PdfExportException e = assertThrows(PdfExportException.class, () ->
                PdfReport.write(ReportFixture.input(CHAT_70B), ZH, out));

        assertEquals("无法写入 PDF " + out + "：文件夹 " + dir.resolve("missing") + " 不存在。请选择已有的文件夹。", e.getMessage());
        assertEquals("[]", ReportFixture.listing(dir), "no folder created, no file left");
    }

    @Test
    void aTargetThatIsAFolderIsNotReplaced() throws IOException {
        Path out = Files.createDirectory(dir.resolve("chat.pdf"));

        PdfExportException e = assertThrows(PdfExportException.class, () ->
                PdfReport.write(ReportFixture.input(CHAT_70B), EN, out));

        assertEquals("Could not write the PDF " + out + ": " + out + " is a folder. Give a file name ending in .pdf.",
                e.getMessage());
        assertEquals(true, Files.isDirectory(out));
        assertEquals("[chat.pdf]", ReportFixture.listing(dir));
    }

    @Test
    void theMessageCanBeRenderedInTheOtherLanguage() throws IOException {
        Path out = dir.resolve("missing").resolve("chat.pdf");

        PdfExportException e = assertThrows(PdfExportException.class, () ->
                PdfReport.write(ReportFixture.input(CHAT_70B), EN, out));

        assertEquals("error.pdf.write", e.message().key());
        assertEquals(Message.of("report.error.noFolder", dir.resolve("missing").toString()), e.reason());
        assertEquals("无法写入 PDF " + out + "：文件夹 " + dir.resolve("missing") + " 不存在。请选择已有的文件夹。", ZH.format(e.message()));
    }

    @Test
    void diskFullReadOnlyAndPermissionErrorsAreNamed() {
        Path target = dir.resolve("chat.pdf");

        assertEquals(Message.of("report.error.diskFull", dir.toString()),
                PdfReport.cause(new FileSystemException(target.toString(), null, "No space left on device"), target, EN));
        assertEquals(Message.of("report.error.diskFull", dir.toString()),
                PdfReport.cause(new IOException("No space left on device"), target, EN));
        assertEquals(Message.of("report.error.readOnly", dir.toString()),
                PdfReport.cause(new FileSystemException(target.toString(), null, "Read-only file system"), target, EN));
        assertEquals(Message.of("report.error.denied", dir.toString()),
                PdfReport.cause(new AccessDeniedException(dir.resolve(".chat.pdf.1.tmp").toString()), target, EN));
        assertEquals("the disk holding " + dir + " is full. Free some space or choose another drive; nothing was written.",
                EN.format(Message.of("report.error.diskFull", dir.toString())));
    }

    @Test
    void aFileThatCannotBeReplacedIsNamed() throws IOException {
        Path target = Files.writeString(dir.resolve("chat.pdf"), "open in a viewer");

        assertEquals(Message.of("report.error.locked", target.toString()),
                PdfReport.cause(new AccessDeniedException(target.toString()), target, EN));
    }
}
