package com.gpurental.json;

import com.gpurental.text.Message;
import java.io.IOException;

/** Test access to {@link InputFiles#problem}: an unreadable file cannot be made as root, so the exception is handed in. */
public final class InputFilesProbe {

    private InputFilesProbe() {
    }

    public static Message problem(String name, IOException e) {
        return InputFiles.problem(name, e);
    }
}
