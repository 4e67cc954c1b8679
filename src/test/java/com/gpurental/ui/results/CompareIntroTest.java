package com.gpurental.ui.results;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.gpurental.plan.PlanJson;
import com.gpurental.text.Messages;
import com.gpurental.ui.UiFixture;
import com.gpurental.ui.common.AppContext;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * Issue 33, session 20 audit gap 11: "对比 GPU" said "默认对比前三名" over two GPUs, the second "RTX 4090（不推荐）". Where fewer
 * than three GPUs are options, the words say how many are and that a rejected one stands beside them for reference.
 */
class CompareIntroTest {

    private static ResultsPageViewModel results(Locale language, String plan) throws Exception {
        AppContext context = UiFixture.context(language);
        ResultsPageViewModel page = new ResultsPageViewModel(context);
        context.model().load(PlanJson.parse(plan, Files.readAllBytes(Path.of(plan))));
        return page;
    }

    @Test
    void withOneOptionTheWordsSaySoAndNameTheRejectedOneAsAReference() throws Exception {
        // the bank's domestic service: only the Ascend 910B is an option (信创 required); the comparison adds one rejected
        // GPU to have two (ComparisonBuilder.MIN_GPUS)
        ResultsPageViewModel zh = results(Messages.ZH, "examples/requests/02-bank-domestic-service.json");
        assertEquals(List.of("ascend-910b", "rtx-4090"), zh.compared());
        assertEquals("可行的 GPU 只有 1 种，已列入对比，另加 1 种不推荐的作对照；可从目录中再固定任意 GPU（最多六种，包括不推荐的）。"
                + "所有 GPU 的 FP16 均按稠密口径显示。鼠标悬停在柱或点上可查看精确数值。", zh.compareIntro().get());
        ResultsPageViewModel en = results(Messages.EN, "examples/requests/02-bank-domestic-service.json");
        assertEquals("Only 1 GPU is an option, compared here with 1 rejected one beside it for reference; pin any GPU of the "
                + "catalog (up to six, rejected ones too) to add it. FP16 is shown on the dense basis for every GPU. Hover a bar "
                + "or point for its exact value.", en.compareIntro().get());
    }

    @Test
    void withTwoOptionsBothAreComparedAndSaidSo() throws Exception {
        // domestic training: the Ascend 910B and the Hygon Z100 are the only options, and the comparison's two
        ResultsPageViewModel zh = results(Messages.ZH, "examples/domestic-training.json");
        assertEquals(List.of("ascend-910b", "hygon-z100"), zh.compared());
        assertEquals("可行的 GPU 只有 2 种，已列入对比；可从目录中再固定任意 GPU（最多六种，包括不推荐的）。"
                + "所有 GPU 的 FP16 均按稠密口径显示。鼠标悬停在柱或点上可查看精确数值。", zh.compareIntro().get());
    }

    @Test
    void withThreeOrMoreOptionsTheTopThreeAreCompared() throws Exception {
        ResultsPageViewModel zh = results(Messages.ZH, "examples/chat-70b.json");
        assertEquals(3, zh.compared().size());
        assertEquals(UiFixture.ZH.get("results.compareIntro"), zh.compareIntro().get());
        assertEquals(true, zh.compareIntro().get().startsWith("默认对比前三名"));
    }
}
