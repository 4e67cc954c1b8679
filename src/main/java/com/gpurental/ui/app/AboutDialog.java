package com.gpurental.ui.app;

import com.gpurental.support.AppInfo;
import com.gpurental.support.SupportLog;
import com.gpurental.text.Messages;
import com.gpurental.ui.common.AppContext;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TextArea;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

/** Help → About: the version, the catalog's date, where the support log is, and the bundled software with its licences. */
public final class AboutDialog {

    private AboutDialog() {
    }

    /** Adds the Help menu with its About item to the window's menu bar (after the menus already there). */
    /** With How to use and Glossary before About (issue 33) when {@code guides}. */
    static void addHelpMenu(MenuBar bar, AppContext context, boolean guides) {
        Messages m = context.messages();
        Menu help = new Menu(m.get("menu.help"));
        help.setId("menu-help");
        MenuItem about = new MenuItem(m.get("menu.about"));
        about.setId("menu-about");
        about.setOnAction(e -> show(bar.getScene() == null ? null : bar.getScene().getWindow(), context.messages(),
                context.catalog().asOf()));
        help.getItems().add(about);
        if (guides) {
            HelpPages.addItems(help, context, bar);
        }
        bar.getMenus().add(help);
    }

    /** The lines About shows above the licence texts, in the user's language. */
    static List<String> lines(Messages m, LocalDate catalogDate) {
        List<String> lines = new ArrayList<>();
        lines.add(m.format("about.version", AppInfo.version()));
        lines.add(m.format("about.catalogDate", catalogDate == null ? m.get("common.unknown")
                : DateTimeFormatter.ofLocalizedDate(FormatStyle.LONG).withLocale(m.locale()).format(catalogDate)));
        lines.add(m.format("about.log", SupportLog.folder() == null ? m.get("about.noLog") : SupportLog.folder().toString()));
        lines.add(m.get("about.bundled"));
        for (AppInfo.Component c : AppInfo.components()) {
            lines.add(m.format("about.component", c.name(), c.version(), m.get(c.licence())));
        }
        return lines;
    }

    static void show(Window owner, Messages m, LocalDate catalogDate) {
        Alert a = new Alert(Alert.AlertType.INFORMATION);
        if (owner != null) {
            a.initOwner(owner);
        }
        a.setTitle(m.get("about.title"));
        a.setHeaderText(m.get("about.title"));
        a.getButtonTypes().setAll(new ButtonType(m.get("about.close"), ButtonBar.ButtonData.OK_DONE));
        Label text = new Label(String.join("\n", lines(m, catalogDate)));
        text.setWrapText(true);
        TextArea licences = new TextArea(AppInfo.notices());
        licences.setEditable(false);
        licences.setWrapText(false);
        licences.setPrefRowCount(12);
        VBox box = new VBox(10, text, new Label(m.get("about.licences")), licences);
        box.setPrefWidth(640);
        a.getDialogPane().setContent(box);
        a.setResizable(true);
        a.show();
    }
}
