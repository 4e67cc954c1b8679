package com.gpurental.ui.app;

import com.gpurental.text.Glossary;
import com.gpurental.text.Messages;
import com.gpurental.ui.common.AppContext;
import com.gpurental.ui.common.controls.HelpMarker;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ScrollPane;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * Help › How to use (a page a buyer reads in five minutes: the steps, what each number means, how to get the papers
 * signed) and Help › Glossary (every term the app shows, in plain words), each in a window of its own beside the
 * wizard. Every "?" marker links to the glossary ({@link HelpMarker#OPEN_GLOSSARY}).
 */
public final class HelpPages {

    /** The "?" markers' explanations that name a term (the glossary lists them after {@link Glossary#all()}). */
    static final List<String> MARKER_KEYS = List.of("help.vram", "help.parameters", "help.precision", "help.kvCache",
            "help.context", "help.concurrency", "help.tps", "help.tflops", "help.interconnect", "help.containerBareMetal",
            "help.breakEven", "help.domestic", "help.bufferPercent", "help.sparePercent", "help.method", "help.tokens",
            "help.promptTokens", "help.answerTokens", "help.megapixels", "help.imagesPerDay", "help.latency", "help.imageMb",
            "help.linkMbps");

    /** The style class of the glossary line a "?" marker opened the glossary at. */
    static final String CURRENT_ENTRY = "help-line-current";

    private HelpPages() {
    }

    /** Adds How to use (F1) and Glossary to the Help menu; the wizard's root opens the glossary for any "?". */
    static void addItems(Menu help, AppContext context, javafx.scene.Node root) {
        MenuItem guide = new MenuItem(context.messages().get("menu.helpGuide"));
        guide.setId("menu-help-guide");
        guide.setAccelerator(new KeyCodeCombination(KeyCode.F1));
        guide.setOnAction(e -> showGuide(owner(root), context.messages()));
        MenuItem glossary = new MenuItem(context.messages().get("menu.helpGlossary"));
        glossary.setId("menu-help-glossary");
        glossary.setOnAction(e -> showGlossary(owner(root), context.messages()));
        help.getItems().addAll(0, List.of(guide, glossary, new javafx.scene.control.SeparatorMenuItem()));
    }

    /** The root of the wizard: its "?" markers' link opens the glossary, in the current language. */
    static void install(Parent root, AppContext context) {
        root.getProperties().put(HelpMarker.GLOSSARY_LINK, context.messages().get("help.openGlossary"));
        // the glossary opens at the marker's own entry (its explanation is that entry's line), not at the top
        root.addEventHandler(HelpMarker.OPEN_GLOSSARY, e -> showEntry(showGlossary(owner(root), context.messages()),
                e.getTarget() instanceof HelpMarker marker ? marker.getHelp() : null));
    }

    private static Window owner(javafx.scene.Node root) {
        return root.getScene() == null ? null : root.getScene().getWindow();
    }

    /** The guide's lines: a line starting "## " is a heading. */
    static List<String> guide(Messages m) {
        return List.of(m.get("helpPage.guide").split("\n"));
    }

    /** Every term the app shows, one plain line each: the glossary's words, then the "?" markers' explanations. */
    static List<String> glossary(Messages m) {
        List<String> lines = new ArrayList<>();
        Glossary.all().forEach(t -> lines.add(m.format(t.key())));
        MARKER_KEYS.forEach(k -> lines.add(m.get(k)));
        return lines;
    }

    static Stage showGuide(Window owner, Messages m) {
        return show(owner, "help-guide", m.get("helpPage.guideTitle"), guide(m));
    }

    static Stage showGlossary(Window owner, Messages m) {
        return show(owner, "help-glossary", m.get("helpPage.glossaryTitle"), glossary(m));
    }

    /**
     * Scrolls the glossary to the line that reads {@code entry} and marks it; the other lines lose the mark. Nothing
     * moves where no line reads so.
     */
    static void showEntry(Stage glossary, String entry) {
        VBox box = (VBox) glossary.getScene().lookup("#help-glossary");
        Label found = null;
        for (javafx.scene.Node n : box.getChildren()) {
            n.getStyleClass().remove(CURRENT_ENTRY);
            if (n instanceof Label l && l.getText().equals(entry)) {
                found = l;
            }
        }
        if (found == null) {
            return;
        }
        found.getStyleClass().add(CURRENT_ENTRY);
        ScrollPane scroll = (ScrollPane) glossary.getScene().getRoot();
        scroll.applyCss();
        scroll.layout();
        double room = box.getHeight() - scroll.getViewportBounds().getHeight();
        double top = Math.max(0, found.getBoundsInParent().getMinY() - box.getSpacing());
        scroll.setVvalue(room <= 0 ? 0 : Math.min(1, top / room));
    }

    /** A window of wrapped paragraphs (headings marked "## "), closed by Esc; one per page, brought to front again. */
    private static Stage show(Window owner, String id, String title, List<String> lines) {
        for (Window w : Window.getWindows()) {
            if (w instanceof Stage s && id.equals(s.getProperties().get("help-page"))) {
                s.toFront();
                return s;
            }
        }
        VBox box = new VBox(8);
        box.setId(id);
        box.getStyleClass().add("page");
        for (String line : lines) {
            boolean heading = line.startsWith("## ");
            Label l = new Label(heading ? line.substring(3) : line);
            l.setWrapText(true);
            l.setMaxWidth(Double.MAX_VALUE);
            l.getStyleClass().add(heading ? "section-title" : "help-line");
            box.getChildren().add(l);
        }
        ScrollPane scroll = new ScrollPane(box);
        scroll.setFitToWidth(true);
        Stage stage = new Stage();
        stage.getProperties().put("help-page", id);
        if (owner != null) {
            stage.initOwner(owner);
            Scene ownerScene = owner.getScene();
            if (ownerScene != null) {
                stage.setOnShown(e -> stage.getScene().getStylesheets().setAll(ownerScene.getStylesheets()));
            }
        }
        stage.setTitle(title);
        Scene scene = new Scene(scroll, 640, 560);
        scene.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ESCAPE) {
                stage.close();
            }
        });
        stage.setScene(scene);
        stage.show();
        return stage;
    }
}
