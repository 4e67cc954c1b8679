package com.gpurental.ui;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.ui.common.controls.HelpMarker;
import com.gpurental.ui.shell.Step;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javafx.scene.paint.Color;
import org.junit.jupiter.api.Test;

/**
 * Every kind of control Tab reaches shows a clear ring when it has the keyboard focus: the pixels of the focus
 * ring's colour around the control (the window as drawn, 8 px around the control's box) grow by at least one and
 * a half times the control's perimeter when it takes the focus, i.e. a ring of 2 px or more all around. Before,
 * radio buttons, toggle buttons, switches and check boxes changed nothing, a combo box only its 1 px border.
 */
class FocusRingTest extends WizardRobotTest {

    /** AtlantaFX Primer Light's -color-accent-emphasis, the app's -app-focus-ring (styles/app.css). */
    private static final Color RING = Color.web("#0969da");
    private static final int MARGIN = 8;

    private int ringPixels(Node node) {
        WritableImage[] shot = new WritableImage[1];
        Bounds[] box = new Bounds[1];
        interact(() -> {
            stage.getScene().getRoot().applyCss();
            stage.getScene().getRoot().layout();
            box[0] = node.localToScene(node.getLayoutBounds());
            shot[0] = stage.getScene().snapshot(null);
        });
        PixelReader px = shot[0].getPixelReader();
        int count = 0;
        int x0 = (int) Math.max(0, box[0].getMinX() - MARGIN);
        int y0 = (int) Math.max(0, box[0].getMinY() - MARGIN);
        int x1 = (int) Math.min(shot[0].getWidth() - 1, box[0].getMaxX() + MARGIN);
        int y1 = (int) Math.min(shot[0].getHeight() - 1, box[0].getMaxY() + MARGIN);
        for (int y = y0; y <= y1; y++) {
            for (int x = x0; x <= x1; x++) {
                Color c = px.getColor(x, y);
                if (Math.abs(c.getRed() - RING.getRed()) < 0.12 && Math.abs(c.getGreen() - RING.getGreen()) < 0.12
                        && Math.abs(c.getBlue() - RING.getBlue()) < 0.12) {
                    count++;
                }
            }
        }
        return count;
    }

    private void assertRing(String what, Node node) {
        reveal(node);
        interact(() -> node("#nextButton").requestFocus());
        int before = ringPixels(node);
        interact(node::requestFocus);
        assertTrue(node.isFocused(), what + " takes the focus");
        int after = ringPixels(node);
        Bounds b = node.getLayoutBounds();
        double perimeter = 2 * (b.getWidth() + b.getHeight());
        assertTrue(after - before >= 1.5 * perimeter,
                () -> what + ": " + (after - before) + " more ring pixels, wanted ≥ " + 1.5 * perimeter);
    }

    private void open(Step step) {
        interact(() -> wizard.shell().goTo(step));
    }

    @Test
    void radioButtonsChosenOrNotShowTheFocus() {
        open(Step.MODEL);
        assertRing("the chosen precision", node("#fp16"));
        assertRing("another precision", node("#fp8"));
    }

    @Test
    void segmentedTogglesChosenOrNotShowTheFocus() {
        open(Step.MEMORY);
        assertRing("the chosen quick precision", node("#quickFp16"));
        assertRing("another quick precision", node("#quickInt4"));
    }

    @Test
    void theLanguageSwitchTheStepTabAndAHelpMarkerShowTheFocus() {
        assertRing("the language switch", node("#enButton"));
        assertRing("the current step's tab", node("#step-scenario"));
        assertRing("a help marker", lookup(n -> n instanceof HelpMarker).query());
    }

    @Test
    void theDomesticSwitchShowsTheFocus() {
        assertRing("the 信创 switch", node("#domesticSwitch"));
    }

    @Test
    void comboBoxesShowTheFocus() {
        open(Step.MODEL);
        assertRing("the model search", node("#modelChoice"));
        open(Step.RESULTS);
        assertRing("the card-count filter", node("#maxCardsFilter"));
    }

    @Test
    void checkBoxesShowTheFocus() {
        open(Step.CHECKLIST);
        // The first items are ticked by the wizard itself and are not editable; the first one the buyer ticks.
        assertRing("a checklist item", lookup(n -> n instanceof javafx.scene.control.CheckBox && !n.isDisabled()).query());
    }
}
