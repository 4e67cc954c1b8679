package com.gpurental.output.papers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.advice.Advice;
import com.gpurental.catalog.Gpu;
import com.gpurental.catalog.GpuNames;
import com.gpurental.compare.ChartDescriber;
import com.gpurental.compare.Comparison;
import com.gpurental.compare.ComparisonBuilder;
import com.gpurental.output.RenderInput;
import com.gpurental.output.text.AdviceText;
import com.gpurental.plan.ChecklistState;
import com.gpurental.text.Messages;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 33: a Chinese buyer and vendor say 华为昇腾 910B, not "Huawei Ascend 910B". The catalog's {@code nameZh} is the
 * card's name on every Chinese page and paper (through {@link Gpu#displayName()}); English keeps the catalog name.
 */
class CardNamesByLanguageTest {

    /** The Xinchuang training plan: 7.6B full fine-tuning, domestic cards only; it leads with 4 × Ascend 910B. */
    private static final Path DOMESTIC = Path.of("examples/domestic-training.json");
    private static final Messages ZH = Messages.forLocale(Messages.ZH);
    private static final Messages EN = Messages.forLocale(Messages.EN);

    @TempDir
    Path dir;

    @Test
    void theCatalogCarriesTheChineseNamesOfTheDomesticCards() {
        Gpu ascend = PapersFixture.CATALOG.gpu("ascend-910b").orElseThrow();
        assertEquals("Huawei Ascend 910B", ascend.displayName().in(Messages.EN));
        assertEquals("华为昇腾 910B", ascend.displayName().in(Messages.ZH));
        assertEquals("海光 DCU Z100", PapersFixture.CATALOG.gpu("hygon-z100").orElseThrow().displayName().in(Messages.ZH));
        // a card without a Chinese name is called by its catalog name in both languages
        assertEquals("NVIDIA H20 96GB", PapersFixture.CATALOG.gpu("h20").orElseThrow().displayName().in(Messages.ZH));
        // a vendor's quote written with the Chinese name finds the card
        assertEquals("ascend-910b", GpuNames.find(PapersFixture.CATALOG, "华为昇腾 910B").orElseThrow().id());
    }

    @Test
    void chineseSummaryAndPapersNameTheDomesticCardsInChinese() {
        Advice a = PapersFixture.advise(DOMESTIC);
        RenderInput in = RenderInput.of(a, PapersFixture.CATALOG, ChecklistState.EMPTY, PapersFixture.DATE);
        String summary = SummaryText.render(in, ZH);
        assertTrue(summary.contains("推荐：4 张华为昇腾 910B，"), summary);
        List<String[]> papers = new ArrayList<>();
        papers.add(new String[] {"text", AdviceText.render(a, ZH)});
        papers.add(new String[] {"summary", summary});
        papers.addAll(PapersFixture.paperFiles(a, in, ZH, dir));
        for (String[] paper : papers) {
            // the PDF text reader may break a line inside a name, so the maker's English name is looked for alone
            assertFalse(paper[1].contains("Huawei") || paper[1].contains("Ascend") || paper[1].contains("Hygon"),
                    paper[0] + ":\n" + paper[1]);
        }
        assertTrue(papers.get(0)[1].contains("海光 DCU Z100"), papers.get(0)[1]);
    }

    @Test
    void englishKeepsTheCatalogName() {
        Advice a = PapersFixture.advise(DOMESTIC);
        RenderInput in = RenderInput.of(a, PapersFixture.CATALOG, ChecklistState.EMPTY, PapersFixture.DATE);
        String summary = SummaryText.render(in, EN);
        assertTrue(summary.contains("4 × Huawei Ascend 910B"), summary);
        assertFalse(AdviceText.render(a, EN).contains("华为"));
    }

    @Test
    void chartsNameTheCardInTheLanguageShown() {
        Advice a = PapersFixture.advise(DOMESTIC);
        Comparison c = ComparisonBuilder.build(a, PapersFixture.CATALOG, List.of("ascend-910b"), null);
        assertEquals("华为昇腾 910B", ChartDescriber.bars(c.bandwidth(), ZH).bars().get(0).name());
        assertEquals("Huawei Ascend 910B", ChartDescriber.bars(c.bandwidth(), EN).bars().get(0).name());
    }
}
