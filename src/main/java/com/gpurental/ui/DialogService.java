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

    /**
     * Lists pieces of work to restore: the index of the one chosen, -1 for "discard all", empty for "later"
     * (keep every piece). The default asks a yes/no question about the first (newest) piece.
     */
    default Optional<Integer> chooseRecovery(String title, String text, java.util.List<String> items) {
        return confirm(title, text + "\n\n" + String.join("\n", items)).map(yes -> yes ? 0 : -1);
    }

    /** Chooses a folder (empty: cancelled). */
    default Optional<Path> chooseFolder(String title) {
        return Optional.empty();
    }
}
