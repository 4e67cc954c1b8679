package com.gpurental.output.pdf;

import com.gpurental.support.BundledFont;
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
 *
 * <p>The face is parsed once per run and shared by all exports (parsing the 5 MB collection is
 * the slowest part of a first export); a parsed font is not safe for concurrent use, so exports
 * hold {@link #LOCK} from loading the font until the document is saved.
 */
final class ReportFont implements Closeable {

    static final String RESOURCE = "/" + BundledFont.RELATIVE;
    /** The PostScript name of the proportional face in the collection (the other one is the Mono face). */
    static final String FACE = "WenQuanYiMicroHei";
    /** Held by an export while it uses the shared face. */
    static final Object LOCK = new Object();

    /** The parsed face, its metrics and measured widths, shared by all exports of this run. */
    private record Face(TrueTypeCollection collection, TrueTypeFont ttf, CmapLookup cmap, float unitsPerEm,
                        float ascent, float descent, Map<Integer, Float> widths) {
    }

    private static Face shared;

    private final Face face;
    private final PDType0Font font;

    private ReportFont(Face face, PDType0Font font) {
        this.face = face;
        this.font = font;
    }

    /** Loads the font into {@code doc}, to be subset when the document is saved. Call with {@link #LOCK} held. */
    static ReportFont load(PDDocument doc) throws IOException {
        Face face = face();
        return new ReportFont(face, PDType0Font.load(doc, face.ttf(), true));
    }

    private static Face face() throws IOException {
        synchronized (LOCK) {
            if (shared == null) {
                byte[] bytes;
                try (InputStream in = BundledFont.open()) {
                    if (in == null) {
                        throw new IOException("The bundled font " + RESOURCE + " is missing from the application");
                    }
                    bytes = in.readAllBytes();
                }
                TrueTypeCollection ttc = new TrueTypeCollection(new ByteArrayInputStream(bytes));
                try {
                    TrueTypeFont ttf = ttc.getFontByName(FACE);
                    if (ttf == null) {
                        throw new IOException("The bundled font " + RESOURCE + " has no face " + FACE);
                    }
                    float upem = ttf.getUnitsPerEm();
                    shared = new Face(ttc, ttf, ttf.getUnicodeCmapLookup(), upem,
                            ttf.getHorizontalHeader().getAscender() / upem,
                            -ttf.getHorizontalHeader().getDescender() / upem, new HashMap<>());
                } catch (IOException | RuntimeException e) {
                    ttc.close();
                    throw e;
                }
            }
            return shared;
        }
    }

    PDType0Font pdFont() {
        return font;
    }

    /** Height above the baseline per point of font size. */
    float ascent() {
        return face.ascent();
    }

    /** Depth below the baseline per point of font size (positive). */
    float descent() {
        return face.descent();
    }

    boolean hasGlyph(int codePoint) {
        return face.cmap().getGlyphId(codePoint) != 0;
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

    /** The width of clean text at {@code size} points (the glyphs' advance widths, as the PDF shows them). */
    float width(String text, float size) {
        float units = 0;
        for (int i = 0; i < text.length(); ) {
            int cp = text.codePointAt(i);
            i += Character.charCount(cp);
            units += face.widths().computeIfAbsent(cp, this::glyphWidth);
        }
        return units / 1000f * size;
    }

    private float glyphWidth(int cp) {
        try {
            return face.ttf().getAdvanceWidth(face.cmap().getGlyphId(cp)) * 1000f / face.unitsPerEm();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Nothing to release: the face stays loaded for the next export. */
    @Override
    public void close() {
    }
}
