package com.gpurental.purchase;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Enumeration;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipFile;
import org.apache.commons.compress.utils.SeekableInMemoryByteChannel;

/**
 * An XLSX workbook (a zip of XML parts) unpacked under a limit before the XLSX reader sees it. Why repack rather than
 * check the sizes the zip declares: a zip bomb declares small sizes and unpacks to gigabytes. Each part is inflated here
 * with a running count, by the zip reader the XLSX reader uses (commons-compress, so the parts are the ones it would
 * find), and the XLSX reader is handed a zip written from exactly the parts counted: it can never inflate more.
 */
final class Workbooks {

    private Workbooks() {
    }

    /**
     * The workbook rewritten from its counted parts; null when its parts unpack to more than {@code limit} bytes.
     *
     * @throws IOException when it is not a zip (then it is no workbook)
     */
    static byte[] repack(byte[] xlsx, long limit) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream(xlsx.length * 2);
        long total = 0;
        byte[] buffer = new byte[64 * 1024];
        try (ZipFile in = ZipFile.builder().setSeekableByteChannel(new SeekableInMemoryByteChannel(xlsx)).get();
             ZipOutputStream zip = new ZipOutputStream(out)) {
            zip.setLevel(1);
            for (Enumeration<ZipArchiveEntry> entries = in.getEntries(); entries.hasMoreElements(); ) {
                ZipArchiveEntry e = entries.nextElement();
                if (e.isDirectory()) {
                    continue;
                }
                zip.putNextEntry(new ZipEntry(e.getName()));
                try (InputStream part = in.getInputStream(e)) {
                    for (int n = part.read(buffer); n > 0; n = part.read(buffer)) {
                        total += n;
                        if (total > limit) {
                            return null;
                        }
                        zip.write(buffer, 0, n);
                    }
                }
                zip.closeEntry();
            }
        } catch (RuntimeException e) {
            throw new IOException("not a zip", e);
        }
        return out.toByteArray();
    }
}
