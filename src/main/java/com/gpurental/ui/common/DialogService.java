package com.gpurental.ui.common;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/** Dialogs behind an interface so view models can be tested without a window. */
public interface DialogService {

    void showError(String title, String text);

    /**
     * An error in the user's words, with technical detail (a parser's or the system's own message, often
     * in English) folded away under "Details".
     */
    default void showError(String title, String text, String details) {
        showError(title, details == null || details.isBlank() ? text : text + "\n\n" + details);
    }

    void showInfo(String title, String text);

    /** Asks a yes/no/cancel question: true = yes, false = no, empty = cancel. */
    Optional<Boolean> confirm(String title, String text);

    /**
     * Asks with answers that say what they do ("Save" / "Don't save" / "Cancel"): true = {@code yes},
     * false = {@code no}, empty = cancel or the dialog was closed.
     */
    default Optional<Boolean> ask(String title, String text, String yes, String no) {
        return confirm(title, text);
    }

    /**
     * Asks with several answers that say what they do ("Reload" / "Save as…" / "Overwrite"): the index of
     * the one chosen, empty for cancel or a closed dialog. The default asks yes/no about the first two.
     */
    default Optional<Integer> choose(String title, String text, List<String> answers) {
        return ask(title, text, answers.get(0), answers.get(1)).map(yes -> yes ? 0 : 1);
    }

    /**
     * Says a file was written and offers to open it, with two answers ({@code open}, {@code close}): the file is
     * written, so there is nothing to cancel. True: open it. The default asks {@link #ask}.
     */
    default boolean offerToOpen(String title, String text, String open, String close) {
        return ask(title, text, open, close).orElse(false);
    }

    Optional<Path> chooseSaveFile(String title, String initialName, String description, String pattern);

    /** As above, opening in {@code folder} (when it exists). */
    default Optional<Path> chooseSaveFile(String title, Path folder, String initialName, String description,
                                          String pattern) {
        return chooseSaveFile(title, initialName, description, pattern);
    }

    Optional<Path> chooseOpenFile(String title, String description, String pattern);

    void openFile(Path file);

    /**
     * Lists pieces of work to restore: the index of the one chosen, -1 for "discard all", empty for "later"
     * (keep every piece). The default asks a yes/no question about the first (newest) piece.
     */
    default Optional<Integer> chooseRecovery(String title, String text, List<String> items) {
        return confirm(title, text + "\n\n" + String.join("\n", items)).map(yes -> yes ? 0 : -1);
    }

    /** Chooses a folder (empty: cancelled). */
    default Optional<Path> chooseFolder(String title) {
        return Optional.empty();
    }

    /** As above, opening in {@code folder} (when it exists). */
    default Optional<Path> chooseFolder(String title, Path folder) {
        return chooseFolder(title);
    }

    /** Whether this system has a program to open a file with (false: say where the file is instead). */
    default boolean canOpenFiles() {
        return true;
    }
}
