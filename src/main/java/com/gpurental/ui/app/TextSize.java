package com.gpurental.ui.app;

import com.gpurental.text.Messages;
import com.gpurental.ui.common.Styles;
import com.gpurental.ui.common.ViewScope;
import com.gpurental.ui.model.Settings;
import java.util.List;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.collections.ListChangeListener;
import javafx.event.EventHandler;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.RadioMenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.ToggleGroup;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.stage.PopupWindow;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * The text size of the window (View → Text size; Ctrl+plus, Ctrl+minus, Ctrl+0), remembered in the settings file.
 * Applied as a style class on the window's root ({@code text-size-115} …) that sets the root font size; the app's
 * sheet sizes its text in em from it, so every label, field and table grows with it and the pages scroll.
 */
public final class TextSize {

    /** The sizes offered, in per cent of the normal 13 px. */
    public static final List<Integer> PERCENTS = List.of(100, 115, 130, 150);
    public static final int NORMAL = 100;
    private static final String CLASS_PREFIX = "text-size-";

    private final Settings settings;
    private final ReadOnlyIntegerWrapper percent;

    public TextSize(Settings settings) {
        this.settings = settings;
        int stored = settings.textSizePercent();
        this.percent = new ReadOnlyIntegerWrapper(PERCENTS.contains(stored) ? stored : NORMAL);
    }

    public ReadOnlyIntegerProperty percentProperty() {
        return percent.getReadOnlyProperty();
    }

    public int percent() {
        return percent.get();
    }

    public void set(int value) {
        if (PERCENTS.contains(value) && value != percent.get()) {
            percent.set(value);
            settings.setTextSizePercent(value);
        }
    }

    public void larger() {
        int i = PERCENTS.indexOf(percent.get());
        set(PERCENTS.get(Math.min(PERCENTS.size() - 1, i + 1)));
    }

    public void smaller() {
        int i = PERCENTS.indexOf(percent.get());
        set(PERCENTS.get(Math.max(0, i - 1)));
    }

    public void reset() {
        set(NORMAL);
    }

    public static String styleClass(int percent) {
        return CLASS_PREFIX + percent;
    }

    /**
     * Puts the current size's class on {@code root} and keeps it there while the size changes (until the scope ends);
     * the windows opened over {@code root}'s window (dialogs, tooltips, menus, lists) get it too, see {@link #follow}.
     */
    void apply(Parent root, ViewScope scope) {
        root.getStyleClass().add(styleClass(percent()));
        scope.listen(percent, (o, was, now) -> {
            root.getStyleClass().remove(styleClass(was.intValue()));
            root.getStyleClass().add(styleClass(now.intValue()));
            for (Window w : List.copyOf(Window.getWindows())) {
                follow(w, root);
            }
        });
        scope.listen(Window.getWindows(), (ListChangeListener<Window>) c -> {
            while (c.next()) {
                for (Window w : c.getAddedSubList()) {
                    follow(w, root);
                }
            }
        });
    }

    /**
     * A window opened over {@code root}'s (its owner, or its owner's owner, is that window) takes the text size: its
     * scene's root gets the size's class and, for a dialog, the app's sheet, which sizes the text from it (a tooltip
     * is sized by its own rule in the sheet, which the popup already sees). Popups get their scene when first shown.
     */
    private void follow(Window w, Parent root) {
        Window main = root.getScene() == null ? null : root.getScene().getWindow();
        if (main == null || w == main || !openedOver(w, main)) {
            return;
        }
        Scene scene = w.getScene();
        if (scene == null || scene.getRoot() == null) {
            return;
        }
        if (!(w instanceof PopupWindow)) {
            String sheet = Styles.class.getResource(Styles.APP_SHEET).toExternalForm();
            if (!scene.getStylesheets().contains(sheet)) {
                scene.getStylesheets().add(sheet);
            }
        }
        List<String> classes = scene.getRoot().getStyleClass();
        classes.removeIf(c -> c.startsWith(CLASS_PREFIX));
        classes.add(styleClass(percent()));
    }

    private static boolean openedOver(Window w, Window main) {
        for (Window o = owner(w); o != null; o = owner(o)) {
            if (o == main) {
                return true;
            }
        }
        return false;
    }

    private static Window owner(Window w) {
        return w instanceof PopupWindow p ? p.getOwnerWindow() : w instanceof Stage s ? s.getOwner() : null;
    }

    /** View → Text size: larger, smaller, normal, and the sizes as a choice. */
    Menu menu(Messages m, ViewScope scope) {
        Menu view = new Menu(m.get("menu.view"));
        view.setId("menu-view");
        MenuItem larger = Menus.plain(m.get("menu.view.larger"), this::larger, "menu-text-larger");
        larger.setAccelerator(javafx.scene.input.KeyCombination.keyCombination("Shortcut+Plus"));
        MenuItem smaller = Menus.plain(m.get("menu.view.smaller"), this::smaller, "menu-text-smaller");
        smaller.setAccelerator(javafx.scene.input.KeyCombination.keyCombination("Shortcut+Minus"));
        MenuItem normal = Menus.plain(m.get("menu.view.normal"), this::reset, "menu-text-normal");
        normal.setAccelerator(javafx.scene.input.KeyCombination.keyCombination("Shortcut+0"));
        view.getItems().addAll(larger, smaller, normal, new SeparatorMenuItem());
        ToggleGroup group = new ToggleGroup();
        for (int p : PERCENTS) {
            RadioMenuItem size = new RadioMenuItem(m.format("menu.view.size", p));
            size.setId("menu-text-" + p);
            size.setToggleGroup(group);
            size.setSelected(p == percent());
            size.setOnAction(e -> set(p));
            view.getItems().add(size);
        }
        scope.listen(percent, (o, was, now) -> group.getToggles().get(PERCENTS.indexOf(now.intValue())).setSelected(true));
        return view;
    }

    /**
     * The other ways to press the menu's keys (Ctrl+plus, Ctrl+minus, Ctrl+0, which the accelerators take): Ctrl+=
     * (the plus key without Shift on most layouts, and with Shift), the keypad's + − and 0. Caught on the way down,
     * so a text field does not take them.
     */
    EventHandler<KeyEvent> keys() {
        return e -> {
            if (!e.isShortcutDown() || e.isAltDown()) {
                return;
            }
            KeyCode c = e.getCode();
            if (c == KeyCode.EQUALS || c == KeyCode.ADD) {
                larger();
            } else if (c == KeyCode.SUBTRACT) {
                smaller();
            } else if (c == KeyCode.NUMPAD0) {
                reset();
            } else {
                return;
            }
            e.consume();
        };
    }

    /** Installs {@link #keys()} on whatever scene {@code root} is in. */
    void installKeys(Parent root) {
        EventHandler<KeyEvent> keys = keys();
        root.sceneProperty().addListener((o, was, now) -> {
            if (was != null) {
                was.removeEventFilter(KeyEvent.KEY_PRESSED, keys);
            }
            if (now != null) {
                now.addEventFilter(KeyEvent.KEY_PRESSED, keys);
            }
        });
    }
}
