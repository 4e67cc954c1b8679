package com.gpurental.ui;

import com.gpurental.ui.common.DialogService;
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
    public Optional<Integer> recoveryAnswer = Optional.of(0);
    public Optional<Path> folderAnswer = Optional.empty();
    /** The items of the last recovery list shown. */
    public List<String> recoveryItems = List.of();
    public boolean canOpen = true;
    /** The answer to {@link #choose}, by index; empty: cancelled. */
    public Optional<Integer> chooseAnswer = Optional.empty();
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

    /** "offer": a file was written, with two answers (no Cancel); the answer is {@link #confirmAnswer}'s, else no. */
    @Override
    public boolean offerToOpen(String title, String text, String open, String close) {
        calls.add(new Call("offer", title, text + " [" + open + " / " + close + "]"));
        return confirmAnswer.orElse(false);
    }

    /** The folder the last folder dialog opened in (null: not given). */
    public Path lastChooseFolder;

    @Override
    public Optional<Path> chooseFolder(String title, Path folder) {
        lastChooseFolder = folder;
        return chooseFolder(title);
    }

    @Override
    public Optional<Path> chooseSaveFile(String title, Path folder, String initialName, String description, String pattern) {
        lastFolder = folder;
        return chooseSaveFile(title, initialName, description, pattern);
    }

    @Override
    public Optional<Integer> choose(String title, String text, List<String> answers) {
        calls.add(new Call("choose", title, text + " " + answers));
        return chooseAnswer;
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
    public Optional<Integer> chooseRecovery(String title, String text, List<String> items) {
        calls.add(new Call("recovery", title, text));
        recoveryItems = List.copyOf(items);
        return recoveryAnswer;
    }

    @Override
    public Optional<Path> chooseFolder(String title) {
        calls.add(new Call("folder", title, ""));
        return folderAnswer;
    }

    @Override
    public void openFile(Path file) {
        calls.add(new Call("openFile", String.valueOf(file), ""));
    }
}
