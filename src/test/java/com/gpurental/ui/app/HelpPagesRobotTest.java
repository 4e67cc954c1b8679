package com.gpurental.ui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.text.Glossary;
import com.gpurental.ui.UiFixture;
import com.gpurental.ui.WizardRobotTest;
import com.gpurental.ui.common.controls.HelpMarker;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Issue 33: Help held only About. Help › How to use and Help › Glossary open their pages, in the window's language, and
 * every "?" marker links to the glossary.
 */
class HelpPagesRobotTest extends WizardRobotTest {

    @AfterEach
    void closeHelpWindows() {
        interact(() -> List.copyOf(Window.getWindows()).stream()
                .filter(w -> w instanceof Stage s && s.getProperties().containsKey("help-page"))
                .forEach(Window::hide));
    }

    private List<String> lines(String id) {
        VBox box = lookup("#" + id).queryAs(VBox.class);
        return box.getChildren().stream().map(n -> ((Label) n).getText()).toList();
    }

    @Test
    void theMenuOpensTheGuideAndTheGlossary() {
        clickOn("#menu-help");
        clickOn("#menu-help-guide");
        List<String> guide = lines("help-guide");
        assertEquals("The tool in five minutes", guide.get(0));
        assertTrue(guide.contains("Getting the papers signed"), guide.toString());
        assertTrue(guide.contains("What each number means"), guide.toString());
        clickOn("#menu-help");
        clickOn("#menu-help-glossary");
        List<String> glossary = lines("help-glossary");
        // every term of the glossary's two lists, then the "?" markers' explanations
        assertEquals(Glossary.all().size() + HelpPages.MARKER_KEYS.size(), glossary.size());
        assertTrue(glossary.stream().anyMatch(l -> l.startsWith("Tensor parallelism: ")), glossary.toString());
        assertTrue(glossary.stream().anyMatch(l -> l.startsWith("KV cache: ")), glossary.toString());
    }

    @Test
    void everyHelpMarkerLinksToTheGlossary() {
        List<HelpMarker> markers = lookup(".help-marker").queryAllAs(HelpMarker.class).stream().toList();
        assertTrue(!markers.isEmpty(), "the scenario page has its \"?\"");
        HelpMarker marker = markers.get(0);
        interact(marker::requestFocus);
        type(javafx.scene.input.KeyCode.ENTER);
        clickOn(".help-glossary-link");
        assertTrue(lines("help-glossary").size() > 20);
    }

    /** The link was mouse-only: from the focused "?", Alt+G follows it, as the link's text says. */
    @Test
    void theGlossaryLinkIsReachedFromTheKeyboard() {
        HelpMarker marker = lookup(".help-marker").queryAllAs(HelpMarker.class).iterator().next();
        interact(marker::requestFocus);
        type(javafx.scene.input.KeyCode.ENTER);
        assertTrue(marker.isOpen());
        assertEquals("Glossary… (Alt+G)", lookup(".help-glossary-link").queryAs(javafx.scene.control.Hyperlink.class)
                .getText());
        press(javafx.scene.input.KeyCode.ALT).type(javafx.scene.input.KeyCode.G).release(javafx.scene.input.KeyCode.ALT);
        assertTrue(lines("help-glossary").size() > 20);
        assertTrue(!marker.isOpen(), "the explanation closed behind the glossary");
    }

    /**
     * The glossary opened at its top whatever "?" led there (issue 33): the scenario page's "?" (信创, the twelfth of
     * the markers' entries, under the 25 terms) opens it scrolled to its own entry, marked, inside the window.
     */
    @Test
    void aMarkerOpensTheGlossaryAtItsOwnEntry() {
        HelpMarker marker = lookup(".help-marker").queryAllAs(HelpMarker.class).iterator().next();
        assertEquals(context.messages().get("help.domestic"), marker.getHelp());
        interact(marker::requestFocus);
        type(javafx.scene.input.KeyCode.ENTER);
        press(javafx.scene.input.KeyCode.ALT).type(javafx.scene.input.KeyCode.G).release(javafx.scene.input.KeyCode.ALT);
        VBox box = lookup("#help-glossary").queryAs(VBox.class);
        List<Label> current = box.getChildren().stream().map(Label.class::cast)
                .filter(l -> l.getStyleClass().contains(HelpPages.CURRENT_ENTRY)).toList();
        assertEquals(List.of(marker.getHelp()), current.stream().map(Label::getText).toList());
        javafx.scene.control.ScrollPane scroll = (javafx.scene.control.ScrollPane) box.getScene().getRoot();
        assertTrue(scroll.getVvalue() > 0, "scrolled down from the top");
        javafx.geometry.Bounds entry = current.get(0).localToScene(current.get(0).getLayoutBounds());
        assertTrue(entry.getMinY() >= 0 && entry.getMinY() < scroll.getViewportBounds().getHeight(), entry.toString());
    }

    /** Every "?" in the wizard's pages has its entry in the glossary, so that each opens at its own line. */
    @Test
    void everyMarkerOfEveryPageHasItsGlossaryEntry() throws IOException {
        Pattern help = Pattern.compile("<HelpMarker help=\"%([\\w.]+)\"");
        List<String> keys = new ArrayList<>();
        try (var files = Files.walk(Path.of("fxml"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".fxml")).toList()) {
                help.matcher(Files.readString(f)).results().forEach(r -> keys.add(r.group(1)));
            }
        }
        assertEquals(23, keys.size(), keys.toString()); // the markers of fxml/ on 2026-12-06
        for (String key : keys) {
            assertTrue(HelpPages.MARKER_KEYS.contains(key), key);
        }
    }

    /** The precision entry (精度) explains the five formats the model page offers, in plain words, in both languages. */
    @Test
    void theGlossaryExplainsPrecision() {
        for (String format : List.of("FP16", "BF16", "FP8", "INT8", "INT4")) {
            assertTrue(UiFixture.ZH.get("help.precision").contains(format), format);
            assertTrue(UiFixture.EN.get("help.precision").contains(format), format);
        }
        assertTrue(HelpPages.glossary(UiFixture.ZH).stream().anyMatch(l -> l.startsWith("精度：")));
        assertTrue(HelpPages.glossary(UiFixture.EN).stream().anyMatch(l -> l.startsWith("Precision: ")));
    }

    @Test
    void theGuideIsInChineseInTheChineseWindow() {
        assertEquals("五分钟读懂这个工具", HelpPages.guide(UiFixture.ZH).get(0).substring(3));
        assertTrue(HelpPages.guide(UiFixture.ZH).stream().anyMatch(l -> l.contains("怎样让文书获批")));
        assertEquals(HelpPages.guide(UiFixture.EN).size(), HelpPages.guide(UiFixture.ZH).size());
        assertTrue(HelpPages.glossary(UiFixture.ZH).stream().anyMatch(l -> l.startsWith("张量并行：")));
    }
}
