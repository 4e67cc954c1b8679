package com.gpurental.ui;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** A {@link DialogService} that shows nothing: it records what was asked and gives canned answers. */
public final class RecordingDialogs implements DialogService {

    /** One call: the method and its title and text (or file arguments). */
    public record Call(String method, String title, String text) {
    }

    public final List<Call> calls = new ArrayList<>();
    public Optional<Boolean> confirmAnswer = Optional.of(true);
    public Optional<Path> fileAnswer = Optional.empty();
    public boolean canOpen = true;
    /** The folder the last save dialog opened in (null: not given). */
    public Path lastFolder;

    @Override
    public void showError(String title, String text, String details) {
        calls.add(new Call("error", title, text + (details == null || details.isBlank() ? "" : "\n[details] " + details)));
    }

    @Override
    public Optional<Boolean> ask(String title, String text, String yes, String no) {
        calls.add(new Call("ask", title, text + " [" + yes + " / " + no + "]"));
        return confirmAnswer;
    }

    @Override
    public Optional<Path> chooseSaveFile(String title, Path folder, String initialName, String description, String pattern) {
        lastFolder = folder;
        return chooseSaveFile(title, initialName, description, pattern);
    }

    @Override
    public boolean canOpenFiles() {
        return canOpen;
    }

    @Override
    public void showError(String title, String text) {
        calls.add(new Call("error", title, text));
    }

    @Override
    public void showInfo(String title, String text) {
        calls.add(new Call("info", title, text));
    }

    @Override
    public Optional<Boolean> confirm(String title, String text) {
        calls.add(new Call("confirm", title, text));
        return confirmAnswer;
    }

    @Override
    public Optional<Path> chooseSaveFile(String title, String initialName, String description, String pattern) {
        calls.add(new Call("save", title, initialName));
        return fileAnswer;
    }

    @Override
    public Optional<Path> chooseOpenFile(String title, String description, String pattern) {
        calls.add(new Call("open", title, pattern));
        return fileAnswer;
    }

    @Override
    public void openFile(Path file) {
        calls.add(new Call("openFile", String.valueOf(file), ""));
    }
}
