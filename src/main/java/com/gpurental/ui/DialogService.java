package com.gpurental.ui;

import java.nio.file.Path;
import java.util.Optional;

/** Dialogs behind an interface so view models can be tested without a window. */
public interface DialogService {

    void showError(String title, String text);

    void showInfo(String title, String text);

    /** Asks a yes/no/cancel question: true = yes, false = no, empty = cancel. */
    Optional<Boolean> confirm(String title, String text);

    Optional<Path> chooseSaveFile(String title, String initialName, String description, String pattern);

    Optional<Path> chooseOpenFile(String title, String description, String pattern);

    void openFile(Path file);
}
