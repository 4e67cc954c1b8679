package com.gpurental.output.papers;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.output.RenderInput;
import com.gpurental.plan.ChecklistState;
import com.gpurental.text.Messages;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The request for quotation asks which variant of the recommended card is offered when the plan's need excludes one
 * (issue 32; docs/gpu-specs.md "Variants under one name"): examples/domestic-training.json needs 38.2 GB a card on
 * 4 × Ascend 910B, more than the 32 GB 910B4 holds. The approval summary lists the same thing to do.
 */
class RfqVariantTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);
    private static final Messages ZH = Messages.forLocale(Messages.ZH);
    private static final Path DOMESTIC = Path.of("examples/domestic-training.json");

    @TempDir
    Path dir;

    private static RenderInput domestic() {
        return RenderInput.of(PapersFixture.advise(DOMESTIC), PapersFixture.CATALOG, ChecklistState.EMPTY,
                PapersFixture.DATE);
    }

    @Test
    void theVendorIsAskedWhichVariantItOffersRightAfterTheModel() {
        List<String[]> en = RfqSpec.lines(domestic(), EN);
        assertArrayEquals(new String[] {"GPU model", "Huawei Ascend 910B"}, en.get(0));
        assertArrayEquals(new String[] {"Variant", "State which variant is offered: 910B1, 910B2, 910B3, 910B4-1 (64 GB a"
                + " card or more), not 910B4 (32 GB)."}, en.get(1));
        assertArrayEquals(new String[] {"型号版本", "请写明所供版本：910B1、910B2、910B3、910B4-1（每卡 64 GB 及以上），不接受 910B4（32 GB）。"},
                RfqSpec.lines(domestic(), ZH).get(1));
    }

    @Test
    void aPlanWhoseNeedExcludesNoVariantHasNoSuchLine() {
        // examples/chat-70b.json: 2 × H20, one form under its name
        assertFalse(RfqSpec.lines(PapersFixture.chat(), EN).stream().anyMatch(r -> r[0].equals("Variant")));
    }

    @Test
    void theRequestAndTheApprovalSummaryCarryTheVariantInBothLanguages() throws Exception {
        Path rfq = dir.resolve("rfq.pdf");
        RfqPdf.write(domestic(), ZH, rfq);
        String text = PapersFixture.pdfText(rfq).replace("\n", "");
        assertTrue(text.contains("型号版本") && text.contains("910B4（32 GB）。"), text);
        Path approval = dir.resolve("approval.pdf");
        ApprovalPdf.write(domestic(), EN, approval);
        String summary = PapersFixture.pdfText(approval).replace("\n", " ");
        assertTrue(summary.contains("910B4 (32 GB) under the same name does not have the memory"), summary);
        assertEquals(1, PapersFixture.pdfPages(approval));
    }
}
