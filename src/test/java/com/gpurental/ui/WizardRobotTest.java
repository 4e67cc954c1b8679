package com.gpurental.ui;

import atlantafx.base.theme.PrimerLight;
import com.gpurental.text.Messages;
import com.gpurental.ui.app.Wizard;
import com.gpurental.ui.common.AppContext;
import com.gpurental.ui.common.Styles;
import com.gpurental.ui.common.controls.HelpMarker;
import com.gpurental.ui.model.WorkloadModel;
import com.gpurental.ui.shell.Step;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.function.Predicate;
import javafx.application.Application;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Labeled;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.testfx.framework.junit5.ApplicationTest;

/**
 * Robot tests on the real wizard window (headless Monocle, see the pom's surefire properties):
 * the app's theme, a 1280×800 window, the views rebuilt on a language switch as {@code App} does,
 * and an {@link AppContext} with in-memory settings and recording dialogs. Nodes are found by
 * {@code #fx:id}. Subclasses may prepare the model and choose the first page.
 */
public abstract class WizardRobotTest extends ApplicationTest {

    static {
        // The robot types and moves as fast as the toolkit takes it (TestFX defaults: 25 ms a
        // character, a mouse path of many small steps); the tests do not depend on timing.
        System.setProperty("testfx.robot.write_sleep", "1");
        System.setProperty("testfx.robot.move_max_count", "4");
    }

    protected AppContext context;
    protected WorkloadModel model;
    protected Wizard wizard;
    protected Stage stage;

    /** The language, inputs and first page of the window (default: the app's own defaults, in English). */
    protected RobotFixture fixture() {
        return RobotFixture.DEFAULTS;
    }

    /** The language the window opens in (default: the fixture's). */
    protected Locale language() {
        return fixture().language();
    }

    /** Inputs to set before the window is built (default: the fixture's). */
    protected void prepare(WorkloadModel model) {
        fixture().inputs().accept(model);
    }

    /** The wizard under test (default: no autosave, no PDF writer). */
    protected Wizard createWizard(AppContext context) {
        return new Wizard(context);
    }

    /** The page shown first (default: the fixture's). */
    protected Step firstStep() {
        return fixture().firstStep();
    }

    @Override
    public void start(Stage stage) {
        Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
        this.stage = stage;
        context = UiFixture.context(language());
        model = context.model();
        wizard = createWizard(context);
        prepare(model);
        if (firstStep() != Step.SCENARIO && !wizard.shell().goTo(firstStep())) {
            throw new IllegalStateException("cannot open on " + firstStep() + ": an earlier page is invalid");
        }
        Scene scene = new Scene(wizard.buildRoot(), 1280, 800);
        Styles.install(scene);
        // As App does: a language switch rebuilds the views; the view models keep the state.
        context.messagesProperty().addListener((o, was, now) -> scene.setRoot(wizard.buildRoot()));
        stage.setScene(scene);
        stage.show();
        stage.toFront();
    }

    // ------------------------------------------------------------------ lookups

    protected <T extends Node> T node(String query) {
        return lookup(query).query();
    }

    protected TextField field(String query) {
        return lookup(query).queryAs(TextField.class);
    }

    protected Button button(String query) {
        return lookup(query).queryAs(Button.class);
    }

    protected String text(String query) {
        return lookup(query).queryLabeled().getText();
    }

    /** What the user sees on a labeled control: its text with mnemonic underscores removed. */
    protected String rendered(Labeled labeled) {
        return from(labeled).lookup((Predicate<Node>) n -> n instanceof Text).<Text>queryAll().stream()
                .map(Text::getText).reduce("", String::concat);
    }

    /** A focused node, for keyboard tests. */
    protected Node focusOwner() {
        return stage.getScene().getFocusOwner();
    }

    protected String focusedId() {
        Node n = focusOwner();
        return n == null ? null : n.getId();
    }

    /** The texts of one table row as the user sees them, column by column. */
    protected List<String> row(String tableQuery, int index) {
        TableView<?> table = lookup(tableQuery).queryAs(TableView.class);
        List<TableCell<?, ?>> cells = from(table).lookup((Predicate<Node>) n -> n instanceof TableCell<?, ?> c
                && c.getIndex() == index && c.getTableRow() != null && !c.isEmpty()).queryAll().stream()
                .<TableCell<?, ?>>map(n -> (TableCell<?, ?>) n).toList();
        return cells.stream()
                .sorted(Comparator.comparingInt(c -> table.getVisibleLeafColumns().indexOf(c.getTableColumn())))
                .map(WizardRobotTest::cellText).toList();
    }

    private static String cellText(TableCell<?, ?> cell) {
        if (cell.getText() != null && !cell.getText().isEmpty()) {
            return cell.getText();
        }
        Node g = cell.getGraphic();
        if (g instanceof Text t) {
            return t.getText();
        }
        if (g instanceof Labeled l) {
            return l.getText();
        }
        if (g instanceof Parent p) {
            return p.getChildrenUnmodifiable().stream().filter(n -> n instanceof Labeled)
                    .map(n -> ((Labeled) n).getText()).reduce("", String::concat);
        }
        return "";
    }

    /** The focus is on the "?" marker that explains {@code helpKey}. */
    protected void assertFocusOnMarker(String helpKey) {
        org.junit.jupiter.api.Assertions.assertTrue(focusOwner() instanceof HelpMarker h
                && h.getHelp().equals(context.messages().get(helpKey)), () -> helpKey + ": focus on " + focusOwner());
    }

    // ------------------------------------------------------------------ actions

    /**
     * Presses Tab until the focus is on {@code #id}, at most {@code most} times, and fails with the stops it passed
     * (a keyboard user's way there: nothing is clicked, no focus is set by hand).
     */
    protected void tabTo(String id, int most) {
        List<String> path = new ArrayList<>();
        for (int i = 0; i < most && !id.equals(focusedId()); i++) {
            push(KeyCode.TAB);
            path.add(focusedId() == null ? String.valueOf(focusOwner()) : focusedId());
        }
        org.junit.jupiter.api.Assertions.assertEquals(id, focusedId(), () -> "Tab passed " + path);
    }

    /** Selects what the focused text field holds and types {@code text} over it, by keys only. */
    protected void typeHere(String text) {
        push(KeyCode.CONTROL, KeyCode.A);
        push(KeyCode.BACK_SPACE);
        write(text);
    }

    /** Clicks into a text field, selects what is there and types the new text (like a user would). */
    protected void type(String fieldQuery, String text) {
        TextField f = field(fieldQuery);
        reveal(f);
        clickOn(f);
        push(KeyCode.CONTROL, KeyCode.A);
        push(KeyCode.BACK_SPACE);
        if (!text.isEmpty()) {
            write(text);
        }
    }

    protected void alt(KeyCode key) {
        push(KeyCode.ALT, key);
    }

    protected void clickVisible(String query) {
        Node n = node(query);
        reveal(n);
        clickOn(n);
    }

    /**
     * Shows every step in both languages at each window size, lays it out until its columns have widened to their
     * content (one pulse after the cells are filled), and hands {@code check} where it is ("1024×700 en RESULTS: ").
     * One window for all (a new window per case costs more than the check); the language outside, as a switch
     * rebuilds every page.
     */
    protected void onEveryPage(int[][] sizes, Consumer<String> check) {
        for (Locale lang : List.of(Messages.EN, Messages.ZH)) {
            for (int[] size : sizes) {
                interact(() -> {
                    context.messagesProperty().set(Messages.forLocale(lang));
                    stage.setWidth(size[0]);
                    stage.setHeight(size[1]);
                });
                for (Step step : Step.values()) {
                    interact(() -> wizard.shell().goTo(step));
                    for (int i = 0; i < 3; i++) {
                        org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
                        interact(() -> stage.getScene().getRoot().layout());
                    }
                    check.accept(size[0] + "×" + size[1] + " " + lang.getLanguage() + " " + step + ": ");
                }
            }
        }
    }

    /** Scrolls the page so that {@code node} is in view (the robot can only click what is shown). */
    protected void reveal(Node node) {
        interact(() -> {
            ScrollPane sp = null;
            for (Node p = node.getParent(); p != null; p = p.getParent()) {
                if (p instanceof ScrollPane s) {
                    sp = s;
                    break;
                }
            }
            if (sp == null || sp.getContent() == null) {
                return;
            }
            Bounds b = sp.getContent().sceneToLocal(node.localToScene(node.getBoundsInLocal()));
            double content = sp.getContent().getLayoutBounds().getHeight();
            double view = sp.getViewportBounds().getHeight();
            if (content <= view) {
                return;
            }
            double wanted = Math.max(0, b.getMinY() - 40) / (content - view);
            sp.setVvalue(Math.min(1, wanted));
        });
    }
}
