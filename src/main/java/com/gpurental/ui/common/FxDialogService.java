package com.gpurental.ui.common;

import com.gpurental.text.Messages;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Label;
import javafx.stage.FileChooser;
import javafx.stage.Window;

/** Dialogs with JavaFX alerts and file choosers, texts supplied by the caller (already localized). */
public final class FxDialogService implements DialogService {

    /** The window dialogs belong to (read when one is shown: the app's views are made before its window). */
    private final Supplier<Window> owner;
    private final Supplier<Messages> messages;
    private final Consumer<Path> opener;

    private final BooleanSupplier canOpen;
    /** The usable area of the screen dialogs open on (tests set a 1024×700 screen). */
    private Supplier<javafx.geometry.Rectangle2D> screen;

    public FxDialogService(Supplier<Window> owner, Supplier<Messages> messages,
                           Consumer<Path> opener, BooleanSupplier canOpen) {
        this.owner = owner;
        this.messages = messages;
        this.opener = opener;
        this.canOpen = canOpen;
        this.screen = () -> DialogFit.screenOf(owner.get());
    }

    /** Dialogs fit {@code area} instead of the owner's screen (for tests of small screens). */
    public FxDialogService onScreen(javafx.geometry.Rectangle2D area) {
        this.screen = () -> area;
        return this;
    }

    @Override
    public void showError(String title, String text, String details) {
        Alert a = alert(Alert.AlertType.ERROR, title, text);
        if (details != null && !details.isBlank()) {
            javafx.scene.control.TextArea area = new javafx.scene.control.TextArea(details);
            area.setEditable(false);
            area.setWrapText(true);
            area.setPrefRowCount(4);
            javafx.scene.control.TitledPane pane = new javafx.scene.control.TitledPane(messages.get().get("dialog.details"),
                    area);
            pane.setExpanded(false);
            pane.setAnimated(false);
            javafx.scene.layout.VBox box = new javafx.scene.layout.VBox(10, a.getDialogPane().getContent(), pane);
            box.setMaxWidth(520);
            a.getDialogPane().setContent(box);
        }
        a.showAndWait();
    }

    @Override
    public Optional<Boolean> ask(String title, String text, String yesText, String noText) {
        var m = messages.get();
        ButtonType yes = new ButtonType(yesText, ButtonBar.ButtonData.YES);
        ButtonType no = new ButtonType(noText, ButtonBar.ButtonData.NO);
        ButtonType cancel = new ButtonType(m.get("dialog.cancel"), ButtonBar.ButtonData.CANCEL_CLOSE);
        Alert a = alert(Alert.AlertType.CONFIRMATION, title, text);
        a.getButtonTypes().setAll(yes, no, cancel);
        return a.showAndWait().flatMap(b -> b == yes ? Optional.of(true) : b == no ? Optional.of(false) : Optional.empty());
    }

    /** Two buttons, "Open" and "Close": the file is written, there is nothing left to cancel. */
    @Override
    public boolean offerToOpen(String title, String text, String openText, String closeText) {
        ButtonType open = new ButtonType(openText, ButtonBar.ButtonData.OK_DONE);
        ButtonType close = new ButtonType(closeText, ButtonBar.ButtonData.CANCEL_CLOSE);
        Alert a = alert(Alert.AlertType.INFORMATION, title, text);
        a.getButtonTypes().setAll(open, close);
        return a.showAndWait().filter(b -> b == open).isPresent();
    }

    @Override
    public Optional<Integer> choose(String title, String text, List<String> answers) {
        var m = messages.get();
        List<ButtonType> buttons = new ArrayList<>();
        for (String answer : answers) {
            buttons.add(new ButtonType(answer, ButtonBar.ButtonData.OTHER));
        }
        ButtonType cancel = new ButtonType(m.get("dialog.cancel"), ButtonBar.ButtonData.CANCEL_CLOSE);
        Alert a = alert(Alert.AlertType.CONFIRMATION, title, text);
        List<ButtonType> all = new ArrayList<>(buttons);
        all.add(cancel);
        a.getButtonTypes().setAll(all);
        return a.showAndWait().filter(buttons::contains).map(buttons::indexOf);
    }

    @Override
    public Optional<Path> chooseSaveFile(String title, Path folder, String initialName, String description, String pattern) {
        FileChooser fc = chooser(title, description, pattern);
        fc.setInitialFileName(initialName);
        if (folder != null && Files.isDirectory(folder)) {
            fc.setInitialDirectory(folder.toFile());
        }
        return Optional.ofNullable(fc.showSaveDialog(owner.get())).map(File::toPath);
    }

    /**
     * Whether the desktop can open a file with its default program: always on Windows and macOS; on
     * other systems only with {@code xdg-open} on the PATH (JavaFX's showDocument fails silently without it).
     */
    public static boolean systemCanOpenFiles() {
        String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
        if (os.contains("win") || os.contains("mac")) {
            return true;
        }
        String path = System.getenv("PATH");
        if (path == null) {
            return false;
        }
        for (String dir : path.split(File.pathSeparator)) {
            if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, "xdg-open"))) {
                return true;
            }
        }
        return false;
    }

    @Override
    public boolean canOpenFiles() {
        return canOpen.getAsBoolean();
    }

    @Override
    public void showError(String title, String text) {
        alert(Alert.AlertType.ERROR, title, text).showAndWait();
    }

    @Override
    public void showInfo(String title, String text) {
        alert(Alert.AlertType.INFORMATION, title, text).showAndWait();
    }

    @Override
    public Optional<Boolean> confirm(String title, String text) {
        var m = messages.get();
        ButtonType yes = new ButtonType(m.get("dialog.yes"), ButtonBar.ButtonData.YES);
        ButtonType no = new ButtonType(m.get("dialog.no"), ButtonBar.ButtonData.NO);
        ButtonType cancel = new ButtonType(m.get("dialog.cancel"), ButtonBar.ButtonData.CANCEL_CLOSE);
        Alert a = alert(Alert.AlertType.CONFIRMATION, title, text);
        a.getButtonTypes().setAll(yes, no, cancel);
        return a.showAndWait().flatMap(b -> b == yes ? Optional.of(true) : b == no ? Optional.of(false) : Optional.empty());
    }

    @Override
    public Optional<Path> chooseSaveFile(String title, String initialName, String description, String pattern) {
        FileChooser fc = chooser(title, description, pattern);
        fc.setInitialFileName(initialName);
        return Optional.ofNullable(fc.showSaveDialog(owner.get())).map(File::toPath);
    }

    @Override
    public Optional<Path> chooseOpenFile(String title, String description, String pattern) {
        return Optional.ofNullable(chooser(title, description, pattern).showOpenDialog(owner.get())).map(File::toPath);
    }

    @Override
    public void openFile(Path file) {
        opener.accept(file);
    }

    @Override
    public Optional<Integer> chooseRecovery(String title, String text, List<String> items) {
        var m = messages.get();
        ButtonType restore = new ButtonType(m.get("document.recover.restore"), ButtonBar.ButtonData.YES);
        ButtonType discard = new ButtonType(m.get("document.recover.discard"), ButtonBar.ButtonData.NO);
        ButtonType later = new ButtonType(m.get("document.recover.later"), ButtonBar.ButtonData.CANCEL_CLOSE);
        Alert a = alert(Alert.AlertType.CONFIRMATION, title, text);
        javafx.scene.control.ListView<String> list = new javafx.scene.control.ListView<>(
                javafx.collections.FXCollections.observableArrayList(items));
        list.setId("recovery-list");
        // An entry (title, time, what changed) may be longer than the dialog is wide, in English above all: it wraps
        // inside the list's width instead of scrolling sideways.
        list.setCellFactory(FxDialogService::wrappingCell);
        list.setPrefHeight(Math.min(6, items.size()) * 52 + 4);
        list.getSelectionModel().select(0);
        javafx.scene.layout.VBox box = new javafx.scene.layout.VBox(8, a.getDialogPane().getContent(), list);
        a.getDialogPane().setContent(box);
        a.getButtonTypes().setAll(restore, discard, later);
        return a.showAndWait().flatMap(b -> b == restore
                ? Optional.of(Math.max(0, list.getSelectionModel().getSelectedIndex()))
                : b == discard ? Optional.of(-1) : Optional.empty());
    }

    /** A list cell whose text wraps inside the list's width. */
    private static javafx.scene.control.ListCell<String> wrappingCell(javafx.scene.control.ListView<String> v) {
        return new javafx.scene.control.ListCell<>() {
            {
                setWrapText(true);
                prefWidthProperty().bind(v.widthProperty().subtract(24));
                setMaxWidth(javafx.scene.control.Control.USE_PREF_SIZE);
            }

            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty ? null : item);
            }
        };
    }

    @Override
    public Optional<Path> chooseFolder(String title) {
        return chooseFolder(title, null);
    }

    @Override
    public Optional<Path> chooseFolder(String title, Path folder) {
        javafx.stage.DirectoryChooser dc = new javafx.stage.DirectoryChooser();
        dc.setTitle(title);
        if (folder != null && Files.isDirectory(folder)) {
            dc.setInitialDirectory(folder.toFile());
        }
        return Optional.ofNullable(dc.showDialog(owner.get())).map(File::toPath);
    }

    private static FileChooser chooser(String title, String description, String pattern) {
        FileChooser fc = new FileChooser();
        fc.setTitle(title);
        fc.getExtensionFilters().add(new FileChooser.ExtensionFilter(description, pattern.split(";")));
        return fc;
    }

    private Alert alert(Alert.AlertType type, String title, String text) {
        Alert a = new Alert(type);
        a.initOwner(owner.get());
        a.setTitle(title);
        a.setHeaderText(title);
        Label content = new Label(text);
        content.setId("dialog-text");
        content.setWrapText(true);
        content.setMaxWidth(520);
        content.setPrefWidth(520); // a long unbroken text (a path) made the dialog wider than the screen
        content.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        a.getDialogPane().setContent(content);
        javafx.geometry.Rectangle2D area = screen.get();
        if (DialogFit.isLong(text)) {
            a.getDialogPane().applyCss(); // the text measured in the dialog's font
            a.getDialogPane().setContent(DialogFit.scrolling(content, area));
        }
        DialogFit.keepInside(a, () -> area);
        if (type == Alert.AlertType.ERROR || type == Alert.AlertType.INFORMATION) {
            // JavaFX names its own OK button in the JVM's language ("OK" on a Chinese screen): ours is in the user's.
            a.getButtonTypes().setAll(new ButtonType(messages.get().get("dialog.ok"), ButtonBar.ButtonData.OK_DONE));
        }
        return a;
    }
}
