package com.gpurental.output.pdf;

import static com.gpurental.output.pdf.ReportFixture.CHAT_70B;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.text.Messages;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The PDF replaces only a regular file or makes a new one. A device or special file (as root,
 * {@code --pdf /dev/full} turned the device into a regular file) is refused, and so is a read-only PDF; each is
 * said as what it is. (A FIFO stands in for the device: replacing a real device in a test would be the bug.)
 */
class PdfTargetTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);
    private static final Messages ZH = Messages.forLocale(Messages.ZH);

    @TempDir
    Path dir;

    @Test
    void aSpecialFileIsRefusedAndStaysWhatItIs() throws Exception {
        Path fifo = dir.resolve("out.pdf");
        Process mk;
        try {
            mk = new ProcessBuilder("mkfifo", fifo.toString()).start();
        } catch (IOException e) {
            Assumptions.abort("mkfifo is not available here");
            return;
        }
        Assumptions.assumeTrue(mk.waitFor(30, TimeUnit.SECONDS) && mk.exitValue() == 0, "mkfifo failed");
        PdfExportException e = assertThrows(PdfExportException.class,
                () -> PdfReport.write(ReportFixture.input(CHAT_70B), EN, fifo));
        assertEquals("Could not write the PDF " + fifo + ": " + fifo + " is a device or special file, not a regular file. "
                + "Give a file name ending in .pdf.", e.getMessage());
        PdfExportException zh = assertThrows(PdfExportException.class,
                () -> PdfReport.write(ReportFixture.input(CHAT_70B), ZH, fifo));
        assertEquals("无法写入 PDF " + fifo + "：" + fifo + " 是设备或特殊文件，不是普通文件。请给出以 .pdf 结尾的文件名。", zh.getMessage());
        assertTrue(Files.exists(fifo) && !Files.isRegularFile(fifo), "still the FIFO, not replaced by a regular file");
        assertEquals("[out.pdf]", ReportFixture.listing(dir));
    }

    @Test
    void aReadOnlyPdfIsNotReplaced() throws Exception {
        Path pdf = Files.writeString(dir.resolve("old.pdf"), "%PDF-old");
        Assumptions.assumeTrue(Files.getFileStore(pdf).supportsFileAttributeView("posix"), "POSIX permissions");
        Files.setPosixFilePermissions(pdf, PosixFilePermissions.fromString("r--r--r--"));
        PdfExportException e = assertThrows(PdfExportException.class,
                () -> PdfReport.write(ReportFixture.input(CHAT_70B), EN, pdf));
        assertEquals("Could not write the PDF " + pdf + ": the file " + pdf + " is read-only. Choose another name, or remove "
                + "the read-only mark first.", e.getMessage());
        PdfExportException zh = assertThrows(PdfExportException.class,
                () -> PdfReport.write(ReportFixture.input(CHAT_70B), ZH, pdf));
        assertEquals("无法写入 PDF " + pdf + "：文件 " + pdf + " 是只读的。请换一个文件名，或先取消其只读属性。", zh.getMessage());
        assertEquals("%PDF-old", Files.readString(pdf), "the read-only file is untouched (root could have replaced it)");
    }
}
