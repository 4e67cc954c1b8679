package com.gpurental.ui;

import com.gpurental.text.Messages;
import java.nio.file.Path;
import javafx.collections.ListChangeListener;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.input.KeyCombination;

/** The File menu (new, open, recent, save, save as, export PDF, quit) and the Papers menu. Items only delegate. */
final class Menus {

    private Menus() {
    }

    static void install(MenuBar bar, DocumentViewModel document, PapersViewModel papers, Messages m, Runnable quit,
                        ViewScope scope) {
        Menu file = new Menu(m.get("menu.file"));
        file.setId("menu-file");
        MenuItem newPlan = item(m.get("menu.new"), "Shortcut+N", document::newPlan);
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
        file.getItems().addAll(newPlan, open, recent, new SeparatorMenuItem(), save, saveAs, new SeparatorMenuItem(), export,
                new SeparatorMenuItem(), exit);
        bar.getMenus().setAll(file, papers(papers, m));
    }

    /** The papers menu (issue 12): exports, the summary to paste, printing. */
    private static Menu papers(PapersViewModel papers, Messages m) {
        Menu menu = new Menu(m.get("menu.papers"));
        menu.setId("menu-papers");
        MenuItem xlsx = plain(m.get("menu.papers.xlsx"), papers::exportXlsx, "menu-papers-xlsx");
        MenuItem approval = plain(m.get("menu.papers.approval"), papers::exportApproval, "menu-papers-approval");
        MenuItem rfq = plain(m.get("menu.papers.rfq"), papers::exportRfq, "menu-papers-rfq");
        MenuItem rfqXlsx = plain(m.get("menu.papers.rfqXlsx"), papers::exportRfqXlsx, "menu-papers-rfq-xlsx");
        MenuItem copy = item(m.get("menu.papers.copySummary"), "Shortcut+Shift+C", papers::copySummary);
        copy.setId("menu-papers-copy-summary");
        MenuItem printReport = item(m.get("menu.papers.printReport"), "Shortcut+P", papers::printReport);
        printReport.setId("menu-papers-print-report");
        MenuItem printApproval = plain(m.get("menu.papers.printApproval"), papers::printApproval, "menu-papers-print-approval");
        for (MenuItem i : new MenuItem[] {xlsx, approval, rfq, rfqXlsx, printReport, printApproval}) {
            i.disableProperty().bind(papers.busyProperty());
        }
        menu.getItems().addAll(xlsx, approval, rfq, rfqXlsx, new SeparatorMenuItem(), copy, new SeparatorMenuItem(),
                printReport, printApproval);
        return menu;
    }

    private static MenuItem plain(String text, Runnable action, String id) {
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
