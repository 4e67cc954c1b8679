package com.gpurental.ui.app;

import com.gpurental.text.Messages;
import com.gpurental.ui.common.ViewScope;
import com.gpurental.ui.document.DocumentViewModel;
import com.gpurental.ui.document.PlanHistory;
import com.gpurental.ui.papers.PapersViewModel;
import java.nio.file.Path;
import javafx.beans.value.ChangeListener;
import javafx.collections.ListChangeListener;
import javafx.event.EventHandler;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import javafx.stage.Window;

/**
 * The File menu (new, open, recent, save, save as, export PDF, quit), the Edit menu (undo, redo), the View menu (text
 * size) and the Papers menu.
 * Items only delegate.
 */
final class Menus {

    private Menus() {
    }

    /** What the menus act on. */
    record Actions(DocumentViewModel document, Runnable newPlan, Runnable quit, PlanHistory history,
                   PapersViewModel papers, TextSize textSize) {
    }

    static void install(MenuBar bar, Actions actions, Messages m, ViewScope scope) {
        DocumentViewModel document = actions.document();
        Runnable quit = actions.quit();
        Menu file = new Menu(m.get("menu.file"));
        file.setId("menu-file");
        MenuItem newPlan = item(m.get("menu.new"), "Shortcut+N", actions.newPlan());
        newPlan.setId("menu-new");
        MenuItem open = item(m.get("menu.open"), "Shortcut+O", document::open);
        Menu recent = new Menu(m.get("menu.recent"));
        Runnable fillRecent = () -> {
            recent.getItems().clear();
            for (Path p : document.recentFiles()) {
                MenuItem r = new MenuItem(p.toString());
                r.setMnemonicParsing(false);
                r.setOnAction(e -> document.openRecent(p));
                recent.getItems().add(r);
            }
            recent.setDisable(recent.getItems().isEmpty());
        };
        fillRecent.run();
        scope.listen(document.recentFiles(), (ListChangeListener<Path>) c -> fillRecent.run());
        MenuItem save = item(m.get("menu.save"), "Shortcut+S", document::save);
        MenuItem saveAs = item(m.get("menu.saveAs"), "Shortcut+Shift+S", document::saveAs);
        MenuItem export = item(m.get("menu.export"), "Shortcut+E", document::exportPdf);
        export.setId("menu-export");
        export.disableProperty().bind(document.busyProperty());
        MenuItem exit = item(m.get("menu.quit"), "Shortcut+Q", quit);
        exit.setId("menu-quit");
        file.getItems().addAll(newPlan, open, recent, new SeparatorMenuItem(), save, saveAs, new SeparatorMenuItem(), export,
                new SeparatorMenuItem(), exit);
        Menu edit = new Menu(m.get("menu.edit"));
        edit.setId("menu-edit");
        PlanHistory history = actions.history();
        MenuItem undo = item(m.get("menu.undo"), "Shortcut+Z", history::undo);
        undo.setId("menu-undo");
        undo.disableProperty().bind(history.canUndoProperty().not());
        MenuItem redo = item(m.get("menu.redo"), "Shortcut+Y", history::redo);
        redo.setId("menu-redo");
        redo.disableProperty().bind(history.canRedoProperty().not());
        edit.getItems().addAll(undo, redo);
        bar.getMenus().setAll(file, edit, actions.textSize().menu(m, scope), papers(actions.papers(), document, m));
        installUndoKeys(bar, history);
        installAltRelease(bar);
    }

    /**
     * Letting go of Alt after Alt+key (Alt+N, Alt+B, any mnemonic) leaves the menu bar alone. The bar highlights its
     * first menu when Alt is let go after Alt by itself (the Windows way to reach the menus), and it tells the two
     * apart by the key's press or release reaching the window's scene; a button's mnemonic takes the press first, so
     * with Alt let go before N the bar highlighted 文件(F) after the first Alt+N, until the next key (audit 33 §7).
     * The window sees every press first; the release of Alt after a chord is consumed at the scene, after the mnemonic
     * underlines went away and before the bar's own filter for all key events.
     */
    private static void installAltRelease(MenuBar bar) {
        boolean[] chord = {false};
        EventHandler<KeyEvent> press = e -> chord[0] = e.getCode() != KeyCode.ALT && e.isAltDown();
        EventHandler<KeyEvent> release = e -> {
            if (e.getCode() == KeyCode.ALT && chord[0]) {
                chord[0] = false;
                e.consume();
            }
        };
        ChangeListener<Window> window = (o, was, now) -> {
            if (was != null) {
                was.removeEventFilter(KeyEvent.KEY_PRESSED, press);
            }
            if (now != null) {
                now.addEventFilter(KeyEvent.KEY_PRESSED, press);
            }
        };
        bar.sceneProperty().addListener((o, was, now) -> {
            if (was != null) {
                was.removeEventFilter(KeyEvent.KEY_RELEASED, release);
                was.windowProperty().removeListener(window);
                window.changed(null, was.getWindow(), null);
            }
            if (now != null) {
                now.addEventFilter(KeyEvent.KEY_RELEASED, release);
                now.windowProperty().addListener(window);
                window.changed(null, null, now.getWindow());
            }
        });
    }

    /**
     * Ctrl+Z / Ctrl+Y (and Ctrl+Shift+Z) undo and redo the plan even while a text field has the focus: a
     * field's own undo would only undo its text, behind the plan's back. Caught on the way down, before
     * the field sees the key.
     */
    private static void installUndoKeys(MenuBar bar, PlanHistory history) {
        KeyCombination undo = KeyCombination.keyCombination("Shortcut+Z");
        KeyCombination redo = KeyCombination.keyCombination("Shortcut+Y");
        KeyCombination redoShift = KeyCombination.keyCombination("Shortcut+Shift+Z");
        javafx.event.EventHandler<javafx.scene.input.KeyEvent> keys = e -> {
            if (undo.match(e)) {
                history.undo();
                e.consume();
            } else if (redo.match(e) || redoShift.match(e)) {
                history.redo();
                e.consume();
            }
        };
        bar.sceneProperty().addListener((o, was, now) -> {
            if (was != null) {
                was.removeEventFilter(javafx.scene.input.KeyEvent.KEY_PRESSED, keys);
            }
            if (now != null) {
                now.addEventFilter(javafx.scene.input.KeyEvent.KEY_PRESSED, keys);
            }
        });
    }

    /** The papers menu: exports (the report first, as Results' 导出 PDF: issue 33), the summary to paste, printing. */
    private static Menu papers(PapersViewModel papers, DocumentViewModel document, Messages m) {
        Menu menu = new Menu(m.get("menu.papers"));
        menu.setId("menu-papers");
        MenuItem report = plain(m.get("menu.papers.report"), document::exportPdf, "menu-papers-report");
        report.disableProperty().bind(document.busyProperty());
        MenuItem xlsx = plain(m.get("menu.papers.xlsx"), papers::exportXlsx, "menu-papers-xlsx");
        MenuItem approval = plain(m.get("menu.papers.approval"), papers::exportApproval, "menu-papers-approval");
        MenuItem rfq = plain(m.get("menu.papers.rfq"), papers::exportRfq, "menu-papers-rfq");
        MenuItem rfqXlsx = plain(m.get("menu.papers.rfqXlsx"), papers::exportRfqXlsx, "menu-papers-rfq-xlsx");
        MenuItem trialKit = plain(m.get("menu.papers.trialKit"), papers::makeTrialKit, "menu-papers-trial-kit");
        MenuItem acceptance = plain(m.get("menu.papers.acceptanceRecord"), papers::exportAcceptanceRecord,
                "menu-papers-acceptance-record");
        MenuItem copy = item(m.get("menu.papers.copySummary"), "Shortcut+Shift+C", papers::copySummary);
        copy.setId("menu-papers-copy-summary");
        MenuItem printReport = item(m.get("menu.papers.printReport"), "Shortcut+P", papers::printReport);
        printReport.setId("menu-papers-print-report");
        MenuItem printApproval = plain(m.get("menu.papers.printApproval"), papers::printApproval, "menu-papers-print-approval");
        for (MenuItem i : new MenuItem[] {xlsx, approval, rfq, rfqXlsx, trialKit, acceptance, printReport, printApproval}) {
            i.disableProperty().bind(papers.busyProperty());
        }
        menu.getItems().addAll(report, xlsx, approval, rfq, rfqXlsx, new SeparatorMenuItem(), trialKit, acceptance,
                new SeparatorMenuItem(), copy, new SeparatorMenuItem(),
                printReport, printApproval);
        return menu;
    }

    /** A menu item with its text, action and id (the menus and the View menu's text sizes). */
    static MenuItem plain(String text, Runnable action, String id) {
        MenuItem item = new MenuItem(text);
        item.setId(id);
        item.setOnAction(e -> action.run());
        return item;
    }

    private static MenuItem item(String text, String accelerator, Runnable action) {
        MenuItem item = new MenuItem(text);
        item.setAccelerator(KeyCombination.keyCombination(accelerator));
        item.setOnAction(e -> action.run());
        return item;
    }
}
