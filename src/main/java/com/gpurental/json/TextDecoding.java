package com.gpurental.json;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * A text file's characters from its bytes, the way the files buyers have are saved: UTF-8 (with or without a
 * byte-order mark), UTF-16 (Excel's "Unicode text" and Notepad's "Unicode" save with a byte-order mark), or GBK/GB18030
 * (Excel's CSV and Notepad's ANSI on a Chinese Windows). Bytes that are none of these, or text with characters no
 * text file holds (NUL, most control characters: a binary file under a text file's name), read as {@code null}.
 */
public final class TextDecoding {

    private static final Charset GB18030 = Charset.forName("GB18030");

    private TextDecoding() {
    }

    /** The text, without a byte-order mark; null when the bytes are not text in one of the encodings read. */
    public static String decode(byte[] bytes) {
        String text = decodeAny(bytes);
        return text == null || binary(text) ? null : text;
    }

    private static String decodeAny(byte[] bytes) {
        if (startsWith(bytes, 0xEF, 0xBB, 0xBF)) {
            return strict(ByteBuffer.wrap(bytes, 3, bytes.length - 3), StandardCharsets.UTF_8);
        }
        if (startsWith(bytes, 0xFF, 0xFE)) {
            return strict(ByteBuffer.wrap(bytes, 2, bytes.length - 2), StandardCharsets.UTF_16LE);
        }
        if (startsWith(bytes, 0xFE, 0xFF)) {
            return strict(ByteBuffer.wrap(bytes, 2, bytes.length - 2), StandardCharsets.UTF_16BE);
        }
        String utf16 = utf16WithoutMark(bytes);
        if (utf16 != null) {
            return utf16;
        }
        String utf8 = strict(ByteBuffer.wrap(bytes), StandardCharsets.UTF_8);
        return utf8 != null ? utf8 : strict(ByteBuffer.wrap(bytes), GB18030);
    }

    /**
     * UTF-16 without a mark: ASCII text in UTF-16 has a NUL in every other byte. Taken when at least 40 % of the first
     * 512 byte pairs have exactly one NUL, all on the same side.
     */
    private static String utf16WithoutMark(byte[] bytes) {
        int pairs = Math.min(bytes.length / 2, 512);
        int low = 0;
        int high = 0;
        for (int i = 0; i < pairs; i++) {
            byte a = bytes[2 * i];
            byte b = bytes[2 * i + 1];
            low += a != 0 && b == 0 ? 1 : 0;
            high += a == 0 && b != 0 ? 1 : 0;
        }
        if (pairs < 2 || Math.max(low, high) * 10 < pairs * 4 || Math.min(low, high) > 0) {
            return null;
        }
        return strict(ByteBuffer.wrap(bytes), low > 0 ? StandardCharsets.UTF_16LE : StandardCharsets.UTF_16BE);
    }

    private static boolean startsWith(byte[] bytes, int... mark) {
        if (bytes.length < mark.length) {
            return false;
        }
        for (int i = 0; i < mark.length; i++) {
            if ((bytes[i] & 0xFF) != mark[i]) {
                return false;
            }
        }
        return true;
    }

    private static String strict(ByteBuffer bytes, Charset charset) {
        try {
            String text = charset.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(bytes).toString();
            return text.startsWith("\uFEFF") ? text.substring(1) : text;
        } catch (CharacterCodingException e) {
            return null;
        }
    }

    /** A NUL, or control characters other than tab, line breaks and form feed: no text file holds them. */
    private static boolean binary(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < 0x20 && c != '\t' && c != '\n' && c != '\r' && c != '\f') {
                return true;
            }
        }
        return false;
    }
}
