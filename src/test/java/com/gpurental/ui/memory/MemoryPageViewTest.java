package com.gpurental.ui.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.advice.GpuFit;
import com.gpurental.advice.Rejection;
import com.gpurental.plan.Software;
import com.gpurental.sizing.KvPrecision;
import com.gpurental.sizing.Precision;
import com.gpurental.ui.RobotFixture;
import com.gpurental.ui.UiFixture;
import com.gpurental.ui.WizardRobotTest;
import com.gpurental.ui.common.Styles;
import com.gpurental.ui.shell.Step;
import java.util.List;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import org.junit.jupiter.api.Test;

/** Step 3 with the robot: the big number, the stacked bar and legend, the GPU table, the quick switch. */
class MemoryPageViewTest extends WizardRobotTest {

    @Override
    protected RobotFixture fixture() {
        return RobotFixture.seventyBChat(Step.MEMORY);
    }

    private int rowOf(String gpuId) {
        TableView<GpuFit> table = lookup("#gpuTable").queryTableView();
        for (int i = 0; i < table.getItems().size(); i++) {
            if (table.getItems().get(i).gpu().id().equals(gpuId)) {
                return i;
            }
        }
        throw new AssertionError("no row for " + gpuId);
    }

    @Test
    void aRowMadeTallByItsNoteShowsTheGpusNameAtItsTop() {
        // A rejected GPU's reason runs over several lines; centred in that row, the name sat below the view at 1024×700.
        TableView<GpuFit> table = lookup("#gpuTable").queryTableView();
        javafx.scene.control.TableColumn<?, ?> gpu = table.getColumns().get(0);
        List<javafx.scene.control.TableCell<?, ?>> tall = lookup(".table-cell").queryAll().stream()
                .filter(n -> n instanceof javafx.scene.control.TableCell<?, ?> c && c.getTableColumn() == gpu
                        && c.getGraphic() instanceof javafx.scene.text.Text t && !t.getText().isEmpty()
                        && c.getHeight() > t.getLayoutBounds().getHeight() + 30)
                .<javafx.scene.control.TableCell<?, ?>>map(n -> (javafx.scene.control.TableCell<?, ?>) n).toList();
        assertFalse(tall.isEmpty(), "the plan has rows taller than their GPU's name");
        for (javafx.scene.control.TableCell<?, ?> c : tall) {
            double top = c.getGraphic().getBoundsInParent().getMinY();
            assertTrue(top < 12, ((javafx.scene.text.Text) c.getGraphic()).getText() + " starts " + top
                    + " px down a row of " + c.getHeight() + " px");
        }
    }

    @Test
    void aCardsMemoryShowsOnTwoWholeLinesNeverBrokenInsideANumberAndItsUnit() {
        // "25.8 GB" over "(sold as 24 GB)": at 1024 px wide the usable figure used to wrap away from its "GB"
        TableView<GpuFit> table = lookup("#gpuTable").queryTableView();
        javafx.scene.control.TableColumn<?, ?> memory = table.getColumns().get(1);
        List<javafx.scene.text.Text> shown = lookup(".table-cell").queryAll().stream()
                .filter(n -> n instanceof javafx.scene.control.TableCell<?, ?> c && c.getTableColumn() == memory)
                .map(n -> ((javafx.scene.control.TableCell<?, ?>) n).getGraphic())
                .filter(g -> g instanceof javafx.scene.text.Text).map(g -> (javafx.scene.text.Text) g)
                .filter(t -> !t.getText().isEmpty()).toList();
        assertTrue(!shown.isEmpty(), "memory cells shown");
        for (javafx.scene.text.Text t : shown) {
            assertEquals(0, t.getWrappingWidth(), "given lines, not wrapped: " + t.getText());
            assertTrue(t.getText().matches("[\\d.]+ GB\n\\(sold as \\d+ GB\\)"), t.getText());
            assertTrue(memory.getWidth() >= t.getLayoutBounds().getWidth(),
                    "the column (" + memory.getWidth() + ") holds the widest line (" + t.getLayoutBounds().getWidth() + ")");
        }
    }

    @Test
    void requiredMemoryIsOneBigNumberWithWhatItIncludes() {
        // docs/domain.md §3: (140 GB + 1.34 GB KV + 2 × 1 GB overhead) × 1.2 = 172 GB; 86 GB on each of 2 H20.
        assertEquals("172 GB", text("#requiredLabel"));
        assertEquals("needed in total on 2 × NVIDIA H20 96GB (86 GB per card), including 20% spare",
                text("#requiredCaption"));
    }

    @Test
    void barAndLegendShowTheParts() {
        assertEquals(4, lookup("#partsBar").queryAs(HBox.class).getChildren().size());
        List<String> legend = lookup("#legend").queryAs(FlowPane.class).getChildren().stream()
                .map(n -> ((Label) n).getText()).toList();
        assertEquals(List.of("Weights: 140 GB", "Conversation memory: 1.3 GB", "Runtime overhead: 2 GB", "20% spare: 28.7 GB"),
                legend);
    }

    @Test
    void tableHasARowPerCatalogGpuAndTheH20RowSaysTwoCardsFit() {
        assertEquals(UiFixture.CATALOG.gpus().size(), lookup("#gpuTable").queryTableView().getItems().size());
        int h20 = rowOf("h20");
        List<String> cells = row("#gpuTable", h20);
        assertEquals("NVIDIA H20 96GB", cells.get(0));
        // The marketed 96 GB is binary: 96 × 2^30 bytes = 103.1 GB of the 10^9-byte GB the needs are in.
        assertEquals("103.1 GB\n(sold as 96 GB)", cells.get(1));
        assertEquals("2", cells.get(2));
        assertEquals("Yes", cells.get(3));
        // 172.0 / 1.2 / 2 cards = 71.7 GB of 96 × 2^30 bytes = 103.1 GB = 70%.
        assertEquals("70%", cells.get(4));
    }

    @Test
    void theAscend310PRowGivesTheCardsThePlanTakesAsEverywhereElse() {
        // 86 GB per card on 24 GB cards (25.8 GB usable): 8 cards hold the memory, but since the serving stage (issue 31)
        // the engine finds one request fastest on those 8 cards (about 3.9 tokens/s) and no layout meets the typed 20
        // tokens/s, so the row gives the 8 cards with that reason (it used to name 72 cards, no real deployment).
        // (A team that may port to any stack, so that the CANN card is sized at all.)
        interact(() -> model.software.set(Software.ANY));
        int index = rowOf("ascend-310p");
        interact(() -> lookup("#gpuTable").queryTableView().scrollTo(index));
        List<String> cells = row("#gpuTable", index);
        Rejection left = model.advice().rejected().stream()
                .filter(r -> r.gpu().id().equals("ascend-310p")).findFirst().orElseThrow();
        assertEquals(Rejection.Code.TOO_SLOW, left.code(), cells.toString());
        assertEquals("25.8 GB\n(sold as 24 GB)", cells.get(1));
        assertEquals("8", cells.get(2), "8 hold the memory");
        assertEquals("Yes, rejected", cells.get(3));
        assertTrue(cells.get(5).startsWith("At 8 cards, where one request is answered fastest (about 3.9 tokens/s)"),
                cells.get(5));
    }

    @Test
    void theTableNamesItsUnits() {
        // Under the table in plain words; the binary unit, nvidia-smi and the two units of one capacity in the fold (issue 33).
        // Plain digits, not "10⁹" and "2³⁰": the bundled font has no superscript 0 or 9 (BundledFontGlyphsTest).
        assertEquals("GB on this page are billions of bytes. A card's marketed memory is counted in another unit: an \"80 GB\" "
                + "card holds 85.9 GB. The table gives what a card holds, and in brackets what it is sold as.",
                        text("#unitNote"));
        assertEquals("A card's marketed memory is binary (GiB, 1 GiB = 1,073,741,824 bytes): an \"80 GB\" card holds 80 GiB = "
                + "85.9 GB (the nvidia-smi command on the server reports it as 81,920 MiB). GB on this page are billions of "
                        + "bytes "
                + "(1 GB = 1,000,000,000 bytes), the unit of the needs: two units of one capacity.", text("#unitDetail"));
    }

    @Test
    void quickInt8SwitchHalvesTheNeedAndOneH20Holds70B() {
        clickOn("#quickInt8");
        assertEquals(Precision.INT8, model.precision.get());
        // docs/domain.md §3: 70B at INT8 = 70 GB, fits one H20 96GB: (70 + 1.34 + 1) × 1.2 = 86.8 GB — with
        // the 16-bit embeddings and head an INT8 checkpoint keeps (Llama-3-70B's shape: 72.1 GB of weights) 89.3 GB.
        assertEquals("89.3 GB", text("#requiredLabel"));
        assertEquals("1", row("#gpuTable", rowOf("h20")).get(2));
        clickOn("#quickFp16");
        assertEquals("172 GB", text("#requiredLabel"));
    }

    @Test
    void quickSwitchShowsNoChoiceWhenThePrecisionIsNotOneOfItsThree() {
        assertTrue(lookup("#quickFp16").queryAs(ToggleButton.class).isSelected());
        interact(() -> model.precision.set(Precision.BF16));
        ToggleGroup group = lookup("#quickFp16").queryAs(ToggleButton.class).getToggleGroup();
        assertNull(group.getSelectedToggle(), "FP16 must not stay lit while the precision is BF16");
        clickOn("#quickInt4");
        assertEquals(Precision.INT4, model.precision.get());
    }

    @Test
    void aPrecisionThatCannotTrainIsReportedOnThisPageAndBlocksNext() {
        interact(() -> model.applyPreset("small-training"));
        assertFalse(button("#nextButton").isDisabled());
        clickOn("#quickInt4"); // LoRA at INT4 is not supported (QLoRA is)
        assertTrue(button("#nextButton").isDisabled(), "the memory page shows a stale number: Next must wait");
        assertTrue(node("#step-memory").getStyleClass().contains(Styles.STEP_PROBLEM));
        assertTrue(node("#precisionError").isVisible());
        assertEquals("Training at INT4 is not supported; use BF16 (or QLoRA for a 4-bit base).", text("#precisionError"));
    }

    @Test
    void hoveringABarSegmentExplainsIt() {
        javafx.scene.Node weights = lookup("#partsBar").queryAs(HBox.class).getChildren().get(0);
        // Tooltip.install keeps the tooltip in the node's properties under this key (javafx.scene.control.Tooltip).
        String key = "javafx.scene.control.Tooltip";
        assertFalse(weights.getProperties().containsKey(key), "no popup window is made before it is needed");
        moveTo(weights);
        javafx.scene.control.Tooltip tip = (javafx.scene.control.Tooltip) weights.getProperties().get(key);
        assertEquals("Weights: 140 GB", tip.getText());
    }

    @Test
    void theAssumptionsAreFieldsOfThisPageAndTypingTenUpdatesIt() {
        // The spare field and the KV-cache choice are on the Memory page.
        assertEquals("20", field("#spareField").getText());
        assertTrue(lookup("#kvFp16").queryAs(ToggleButton.class).isSelected());
        assertTrue(node("#kvBox").isVisible(), "an inference plan shows the KV-cache choice");
        type("#spareField", "10");
        assertEquals("10", model.sparePercent.get());
        // (140 + 1.342 + 2) × 1.1 = 157.68 GB, was 172 GB with the 20% spare.
        assertEquals("157.7 GB", text("#requiredLabel"));
        assertTrue(text("#requiredCaption").endsWith("including 10% spare"), text("#requiredCaption"));
        type("#spareField", "60");
        assertTrue(node("#spareError").isVisible());
        assertEquals("Memory spare (%): 60 is outside the valid range 0 to 50 (e.g. 20).", text("#spareError"));
        assertTrue(button("#nextButton").isDisabled());
        type("#spareField", "20");
        clickVisible("#kvFp8");
        assertEquals(KvPrecision.FP8, model.kvCachePrecision.get());
        // KV cache 1.342 GB → 0.671 GB at FP8: (140 + 0.671 + 2) × 1.2 = 171.2 GB.
        assertEquals("171.2 GB", text("#requiredLabel"));
    }

    @Test
    void aVisionPlanNamesTheCardClassMarginAndHasNoSpareField() {
        // The vision preset needs a card of at least 16 GB (a card class, 16 × 2^30 bytes = 17.2 GB, margin
        // included): no spare is added, so the page neither offers the spare field nor says "including 0% spare".
        interact(() -> model.applyPreset("vision-inspection"));
        // The line keeps one spare card (N+1): two cards of the class, 2 × 17.2 GB in all.
        assertEquals("34.4 GB", text("#requiredLabel"));
        assertTrue(text("#requiredCaption").endsWith("(17.2 GB per card, the scenario minimum card memory with its margin)"),
                text("#requiredCaption"));
        assertFalse(node("#spareBox").isVisible(), "no spare field for a card class");
        assertFalse(node("#assumptionsTitle").isVisible(), "no empty Assumptions heading");
        interact(() -> model.applyPreset("llm-inference"));
        assertTrue(node("#spareBox").isVisible());
        assertTrue(node("#assumptionsTitle").isVisible());
    }
}
