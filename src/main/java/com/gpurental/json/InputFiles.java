package com.gpurental.json;

import com.gpurental.limits.InputLimits;
import com.gpurental.text.Message;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Reads a user-supplied file, turning "not there", "not allowed", "a folder" and "far too big" (a device such
 * as /dev/zero never ends) into clear input problems.
 */
public final class InputFiles {

    private InputFiles() {
    }

    public static byte[] read(Path file) throws InputException {
        String name = file.toString();
        if (Files.isDirectory(file)) {
            throw new InputException(name, null, Message.of("error.file.isFolder", name));
        }
        try (InputStream in = Files.newInputStream(file)) {
            byte[] bytes = in.readNBytes((int) InputLimits.MAX_FILE_BYTES + 1);
            if (bytes.length > InputLimits.MAX_FILE_BYTES) {
                throw new InputException(name, null, Message.of("error.file.tooLarge", name,
                        InputLimits.MAX_FILE_BYTES / (1024 * 1024)));
            }
            return bytes;
        } catch (IOException e) {
            throw new InputException(name, null, problem(name, e));
        }
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
        String reason = e instanceof java.nio.file.FileSystemException f && f.getReason() != null ? f.getReason() : detail;
        return Message.of("error.file.unreadable", name, InputLimits.echo(reason));
    }
}
