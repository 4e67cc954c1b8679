package com.gpurental.plan;

import java.util.Locale;

/**
 * The software stack the buyer's team already runs on (plan {@code software}): {@code cuda} (the default:
 * NVIDIA only), {@code cann} (it also runs on Huawei Ascend), {@code dtk} (it also runs on Hygon DCU) or {@code any}
 * (the team will port to whatever stack is chosen). A card on a stack the team does not run is recommended only when
 * this allows it, and then with the porting work named as a cost.
 */
public enum Software {
    CUDA, CANN, DTK, ANY;

    /** The default when the plan does not say: a team's code runs on CUDA. */
    public static final Software DEFAULT = CUDA;

    public String json() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The setting for a JSON name, or null. */
    public static Software fromJson(String json) {
        for (Software s : values()) {
            if (s.json().equalsIgnoreCase(json)) {
                return s;
            }
        }
        return null;
    }
}
