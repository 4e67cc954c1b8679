package com.gpurental.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.plan.Plan;
import com.gpurental.purchase.QuoteColumn;
import com.gpurental.ui.common.Styles;
import com.gpurental.ui.shell.Step;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.ScrollPane;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;

/**
 * The whole wizard by keyboard alone, as a buyer without a mouse goes through it: from the start, only Tab,
 * Shift+Tab, Space, Enter, the arrows and the accelerators (no click, no focus set by hand, no event fired at a
 * node). At every step the focus is on a control the user can see (inside the part of the page shown), and what the
 * keys did is on the screen.
 */
class KeyboardJourneyTest extends WizardRobotTest {

    @Test
    void aBuyerGoesFromTheScenarioToATickedChecklistItemByKeysAlone() {
        // 1. Scenario: Tab to the customer-service chat card, Space chooses it.
        tabTo("preset-chat-inference", 12);
        assertFocusShown();
        push(KeyCode.SPACE);
        assertTrue(node("#preset-chat-inference").getStyleClass().contains(Styles.SELECTED));

        // 2. Model: Alt+N, then Tab into the page, to the users field; type 20.
        alt(KeyCode.N);
        assertEquals(Step.MODEL, wizard.shell().current());
        assertPageHasTheFocus();
        tabTo("concurrentUsersField", 14);
        assertFocusShown();
        typeHere("20");
        assertEquals("20", field("#concurrentUsersField").getText());
        assertEquals("20", model.concurrentUsers.get());

        // 3. Memory: Enter in a field goes next. The chat preset's Qwen2.5-72B for 20 users (MemoryPageViewTest has
        // the parts of such a figure).
        push(KeyCode.ENTER);
        assertEquals(Step.MEMORY, wizard.shell().current());
        assertPageHasTheFocus();
        assertEquals("22.3 GB", text("#requiredLabel"));

        // 4. Rental: 90 days, containers by the hour (the arrows move inside the mode group, Space picks).
        alt(KeyCode.N);
        assertEquals(Step.RENTAL, wizard.shell().current());
        tabTo("durationDaysField", 12);
        typeHere("90");
        tabTo("modeAuto", 8);
        assertFocusShown();
        push(KeyCode.RIGHT);
        push(KeyCode.SPACE);
        assertEquals("modeHourly", focusedId());
        assertEquals(Plan.RentalChoice.HOURLY, model.rentalMode.get());

        // 5. Budget: ¥50,000 a month. 1 × RTX 4090 by the hour: the bundled ¥1.96 × 24 h × 90 days = ¥4,233.60.
        alt(KeyCode.N);
        assertEquals(Step.BUDGET, wizard.shell().current());
        tabTo("budgetField", 12);
        assertFocusShown();
        typeHere("50000");
        assertEquals("50000", model.budget.get());
        assertEquals("Within budget: ¥4,233.60 for the 90-day term against ¥150,000.00 (¥50,000.00 a month).",
                text("#statusLabel"));

        // 6. Results: Enter in the budget field.
        push(KeyCode.ENTER);
        assertEquals(Step.RESULTS, wizard.shell().current());
        assertPageHasTheFocus();
        assertEquals("Rent 1 × NVIDIA GeForce RTX 4090; container by the hour, ¥1,411.20 a month, ¥4,233.60 for the whole "
                + "90-day term", text("#headline"));

        // 7. Quotes: Add quote puts the focus on the new row's vendor; typing edits, Enter keeps, the arrows move.
        alt(KeyCode.N);
        assertEquals(Step.QUOTES, wizard.shell().current());
        tabTo("addButton", 12);
        assertFocusShown();
        push(KeyCode.SPACE);
        assertEquals(1, model.quoteRows.get().size());
        javafx.scene.control.TableView<?> table = lookup("#quoteTable").queryAs(javafx.scene.control.TableView.class);
        assertEquals("quoteTable", focusedId(), "Add quote puts the focus on the new row");
        assertEquals("quote-vendor", table.getFocusModel().getFocusedCell().getTableColumn().getId());
        assertFocusShown();
        write("Ding");
        push(KeyCode.ENTER);
        assertEquals("Ding", model.quoteRows.get().get(0).get(QuoteColumn.VENDOR));
        push(KeyCode.RIGHT); // the GPU, left as the row's default
        push(KeyCode.RIGHT);
        assertEquals("quote-cards", table.getFocusModel().getFocusedCell().getTableColumn().getId());
        write("8");
        push(KeyCode.ENTER);
        push(KeyCode.RIGHT);
        assertEquals("quote-price-cny", table.getFocusModel().getFocusedCell().getTableColumn().getId());
        write("1.85");
        push(KeyCode.ENTER);
        assertEquals(Step.QUOTES, wizard.shell().current(), "Enter in the table stays on the page");
        // the GPU cell shows the catalog name of the id typed (issue 33: a list of names, the id stored)
        assertEquals(List.of("1", "Ding", "NVIDIA GeForce RTX 4090", "8", "1.85", "card-hour", "yes", "6", "hour"),
                row("#quoteTable", 0).subList(0, 9));
        assertEquals("", text("#problems"));
        // 8 cards × ¥1.85 × 24 h × 90 days = ¥31,968, VAT included as the row says.
        assertEquals("Ding is the only quote that fits and can be bought: ¥31,968.00 for the 90-day rental including VAT.",
                text("#recommendation"));

        // 8. Checklist: Alt+N, Tab to the first open item (the wizard ticked 1–8; Tab passes their notes), Space.
        alt(KeyCode.N);
        assertEquals(Step.CHECKLIST, wizard.shell().current());
        tabTo("check-hardware", 12);
        assertFocusShown();
        javafx.scene.control.CheckBox item = (javafx.scene.control.CheckBox) focusOwner();
        assertEquals("Confirmed by a person: 0 / 12; checked by the wizard: 8; not applicable: 1", text("#progressLabel"));
        push(KeyCode.SPACE);
        assertTrue(item.isSelected());
        assertEquals("Confirmed by a person: 1 / 12; checked by the wizard: 8; not applicable: 1", text("#progressLabel"));
    }

    /**
     * After a step change the focus is on the new page itself (Enter in a field; drawn with a ring, app.css) or on
     * Next (Alt+N), never on a node of the page that went; the next Tab enters the page.
     */
    private void assertPageHasTheFocus() {
        Node f = focusOwner();
        assertTrue(f instanceof ScrollPane p && p.getStyleClass().contains("page-scroll") && p.isVisible()
                || "nextButton".equals(focusedId()), () -> "focus on " + f);
        assertFocusShown();
    }

    /** The focus is on a control in the window, shown, and inside the part of its page that is in view. */
    private void assertFocusShown() {
        Node f = focusOwner();
        assertNotNull(f, "the focus is lost");
        assertTrue(f.getScene() == stage.getScene(), () -> f + " is not in the window");
        for (Node n = f; n != null; n = n.getParent()) {
            Node shown = n;
            assertTrue(n.isVisible(), () -> f + " is inside the hidden " + shown);
        }
        for (Node p = f.getParent(); p != null; p = p.getParent()) {
            if (p instanceof ScrollPane sp && sp.getContent() != null) {
                Bounds view = sp.localToScene(sp.getViewportBounds());
                Bounds viewport = sp.localToScene(sp.getLayoutBounds());
                Bounds b = f.localToScene(f.getLayoutBounds());
                double top = viewport.getMinY();
                double bottom = viewport.getMinY() + sp.getViewportBounds().getHeight();
                assertTrue(b.getMinY() >= top - 1 && b.getMaxY() <= bottom + 1,
                        () -> focusedId() + " at y " + Math.round(b.getMinY()) + "–" + Math.round(b.getMaxY())
                                + " outside the view " + Math.round(top) + "–" + Math.round(bottom) + " " + view);
                break;
            }
        }
    }
}
