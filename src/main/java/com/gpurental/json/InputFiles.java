package com.gpurental.json;

import com.gpurental.text.Message;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/** Reads a user-supplied file, turning "not there" and "cannot read" into clear input problems. */
public final class InputFiles {

    private InputFiles() {
    }

    public static byte[] read(Path file) throws InputException {
        String name = file.toString();
        try {
            return Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw new InputException(name, null, Message.of("error.file.missing", name));
        } catch (IOException e) {
            throw new InputException(name, null, Message.of("error.file.unreadable", name, String.valueOf(e.getMessage())));
        }
    }
}
