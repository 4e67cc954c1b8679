package com.gpurental.json;

import com.gpurental.limits.InputLimits;
import com.gpurental.text.Message;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * The one way a user-supplied file is read (plans, catalogs, price books, config.json, quote sheets, trial results):
 * only an ordinary file, never more than a cap, and every failure a clear input problem. Why each rule:
 * <ul>
 * <li>a FIFO blocks the opening thread until someone writes to it (the window stays white), and a device such as
 * {@code /dev/zero} never ends: both are refused from their attributes, before the file is opened;</li>
 * <li>the size is checked before reading and again while reading (a file may grow), so no reader holds more than
 * its cap in memory;</li>
 * <li>a path in a message is shortened in the middle ({@link #shown}): a 100,000-character path is not echoed
 * whole.</li>
 * </ul>
 */
public final class InputFiles {

    /** How much of a path a message repeats; longer ones keep their start and their file name. */
    public static final int PATH_CHARS = 160;

    private InputFiles() {
    }

    /** The file's bytes, at most {@link InputLimits#MAX_FILE_BYTES}. */
    public static byte[] read(Path file) throws InputException {
        return read(file, InputLimits.MAX_FILE_BYTES);
    }

    /** The file's bytes, at most {@code cap}; anything but an ordinary file is refused without opening it. */
    public static byte[] read(Path file, long cap) throws InputException {
        String name = shown(file.toString());
        BasicFileAttributes attributes;
        try {
            attributes = Files.readAttributes(file, BasicFileAttributes.class);
        } catch (IOException e) {
            throw new InputException(name, null, problem(name, e));
        }
        if (attributes.isDirectory()) {
            throw new InputException(name, null, Message.of("error.file.isFolder", name));
        }
        if (!attributes.isRegularFile()) {
            throw new InputException(name, null, Message.of("error.file.notRegular", name));
        }
        if (attributes.size() > cap) {
            throw tooLarge(name, cap);
        }
        try (InputStream in = Files.newInputStream(file)) {
            byte[] bytes = in.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, cap + 1));
            if (bytes.length > cap) {
                throw tooLarge(name, cap);
            }
            return bytes;
        } catch (IOException e) {
            throw new InputException(name, null, problem(name, e));
        }
    }

    private static InputException tooLarge(String name, long cap) {
        return new InputException(name, null, Message.of("error.file.tooLarge", name, Math.max(1, cap / (1024 * 1024))));
    }

    /**
     * A path as a message shows it: whole when it has at most {@link #PATH_CHARS} characters, else its start, "…" and
     * its end (the file's name), control characters shown as spaces.
     */
    public static String shown(String path) {
        if (path == null) {
            return "";
        }
        String flat = path.replaceAll("\\p{Cntrl}", " ");
        int length = flat.codePointCount(0, flat.length());
        if (length <= PATH_CHARS) {
            return flat;
        }
        int head = flat.offsetByCodePoints(0, PATH_CHARS / 4);
        int tail = flat.offsetByCodePoints(flat.length(), -(PATH_CHARS - PATH_CHARS / 4 - 1));
        return flat.substring(0, head) + "…" + flat.substring(tail);
    }

    /** Why a file could not be read, in the user's words (no exception class names, no OS-specific text). */
    static Message problem(String name, IOException e) {
        if (e instanceof NoSuchFileException) {
            return Message.of("error.file.missing", name);
        }
        if (e instanceof AccessDeniedException) {
            return Message.of("error.file.denied", name);
        }
        String detail = e.getMessage() == null ? "" : e.getMessage();
        if (detail.contains("Is a directory")) {
            return Message.of("error.file.isFolder", name);
        }
        String reason = e instanceof FileSystemException f && f.getReason() != null ? f.getReason() : detail;
        return Message.of("error.file.unreadable", name, InputLimits.echo(reason));
    }
}
