package com.gpurental.quotes;

import com.gpurental.catalog.LocalizedText;
import com.gpurental.text.Message;
import com.gpurental.units.Cny;
import com.gpurental.units.CnyRate;
import java.math.BigDecimal;

/**
 * Owning a server per month (docs/domain.md §7) beside renting the same cards. Every amount is a cost line in yuan to the
 * fen ({@link Cny}); the rent compared with is a rate ({@link CnyRate}); the break-even is a percentage, not money.
 *
 * @param depreciationCny  (price − residual value) ÷ months of depreciation
 * @param powerCny         kW × PUE × ¥/kWh × the plan's hours per month (hours per day × 30)
 * @param hostingCny       hosting per month
 * @param operationsCny    operations per year ÷ 12
 * @param monthlyCostCny   the sum
 * @param rentCnyPerCardHour the rental price compared with, including VAT (null when none is known)
 * @param rentSource       where that price comes from (a vendor's quote or the catalog's reference)
 * @param rentMonthlyCostCny renting the server's cards for the plan's hours for a month at that price
 * @param breakEvenUtilizationPercent the share of the month's 720 hours of use above which owning costs less than
 *                         renting (power counted only for the hours used); above 100 renting is cheaper even at full
 *                         use; null when no rental price is known or renting an hour costs less than its power
 * @param verdict          the conclusion in one sentence (it says the break-even too)
 * @param serverCards      the owned server's cards
 * @param gpuName          the owned GPU's name as the catalog gives it in each language ({@link
 * com.gpurental.catalog.Gpu#displayName()}), or its id when unknown
 */
public record OwnershipCost(
        Cny depreciationCny,
        Cny powerCny,
        Cny hostingCny,
        Cny operationsCny,
        Cny monthlyCostCny,
        CnyRate rentCnyPerCardHour,
        Message rentSource,
        Cny rentMonthlyCostCny,
        BigDecimal breakEvenUtilizationPercent,
        Message verdict,
        int serverCards,
        LocalizedText gpuName) {

    /**
     * The break-even lies above 100% use ("116.7% 利用率"): even using the cards all 720 hours a month,
     * renting costs less, so buying never pays off at this price. Said in those words, not as a percentage.
     */
    public boolean neverPaysOff() {
        return breakEvenUtilizationPercent != null && breakEvenUtilizationPercent.compareTo(BigDecimal.valueOf(100)) > 0;
    }
}
