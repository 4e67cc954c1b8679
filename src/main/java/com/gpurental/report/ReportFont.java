package com.gpurental.report;

import java.io.ByteArrayInputStream;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.HashMap;
import java.util.Map;
import org.apache.fontbox.ttf.CmapLookup;
import org.apache.fontbox.ttf.TrueTypeCollection;
import org.apache.fontbox.ttf.TrueTypeFont;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.font.PDType0Font;

/**
 * The report's one font: WenQuanYi Micro Hei (Apache-2.0, CJK and Latin), shipped in the jar at
 * {@value #RESOURCE} with its licence beside it, embedded in every PDF as a subset (Type0 with a
 * ToUnicode map, so the text stays selectable and searchable). Text is measured here and cleaned
 * of characters the font lacks, so a user's note with an emoji cannot break the export.
 */
final class ReportFont implements Closeable {

    static final String RESOURCE = "/fonts/wqy-microhei.ttc";
    /** The PostScript name of the proportional face in the collection (the other one is the Mono face). */
    static final String FACE = "WenQuanYiMicroHei";

    private static volatile byte[] bytes;

    private final TrueTypeCollection collection;
    private final CmapLookup cmap;
    private final PDType0Font font;
    private final float ascent;
    private final float descent;
    private final Map<Integer, Float> widths = new HashMap<>();

    private ReportFont(TrueTypeCollection collection, TrueTypeFont ttf, PDType0Font font) throws IOException {
        this.collection = collection;
        this.cmap = ttf.getUnicodeCmapLookup();
        this.font = font;
        float upem = ttf.getUnitsPerEm();
        this.ascent = ttf.getHorizontalHeader().getAscender() / upem;
        this.descent = -ttf.getHorizontalHeader().getDescender() / upem;
    }

    /** Loads the font into {@code doc}; close it after the document is saved (the subset is made on save). */
    static ReportFont load(PDDocument doc) throws IOException {
        TrueTypeCollection ttc = new TrueTypeCollection(new ByteArrayInputStream(fontBytes()));
        try {
            TrueTypeFont ttf = ttc.getFontByName(FACE);
            if (ttf == null) {
                throw new IOException("The bundled font " + RESOURCE + " has no face " + FACE);
            }
            return new ReportFont(ttc, ttf, PDType0Font.load(doc, ttf, true));
        } catch (IOException | RuntimeException e) {
            ttc.close();
            throw e;
        }
    }

    /** The font file, read from the jar once per run (about 5 MB). */
    private static byte[] fontBytes() throws IOException {
        byte[] b = bytes;
        if (b == null) {
            try (InputStream in = ReportFont.class.getResourceAsStream(RESOURCE)) {
                if (in == null) {
                    throw new IOException("The bundled font " + RESOURCE + " is missing from the application");
                }
                b = in.readAllBytes();
            }
            bytes = b;
        }
        return b;
    }

    PDType0Font pdFont() {
        return font;
    }

    /** Height above the baseline per point of font size. */
    float ascent() {
        return ascent;
    }

    /** Depth below the baseline per point of font size (positive). */
    float descent() {
        return descent;
    }

    boolean hasGlyph(int codePoint) {
        return cmap.getGlyphId(codePoint) != 0;
    }

    /**
     * The text with tabs as spaces, other control characters removed (line breaks kept) and
     * characters the font lacks replaced by "?".
     */
    String clean(String text) {
        if (text == null) {
            return "";
        }
        StringBuilder sb = new StringBuilder(text.length());
        text.codePoints().forEach(cp -> {
            if (cp == '\n') {
                sb.append('\n');
            } else if (cp == '\t') {
                sb.append(' ');
            } else if (Character.isISOControl(cp) || Character.getType(cp) == Character.FORMAT) {
                // dropped: zero-width and control characters have no glyph
            } else if (cp == ' ' || hasGlyph(cp)) {
                sb.appendCodePoint(cp);
            } else {
                sb.append('?');
            }
        });
        return sb.toString();
    }

    /** The width of clean text at {@code size} points. */
    float width(String text, float size) {
        float units = 0;
        for (int i = 0; i < text.length(); ) {
            int cp = text.codePointAt(i);
            i += Character.charCount(cp);
            units += widths.computeIfAbsent(cp, this::glyphWidth);
        }
        return units / 1000f * size;
    }

    private float glyphWidth(int cp) {
        try {
            return font.getStringWidth(new String(Character.toChars(cp)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() throws IOException {
        collection.close();
    }
}
