package com.gpurental.plan;

import com.gpurental.limits.PlanField;
import com.gpurental.limits.PlanFields;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The getter and setter on {@link Plan} of every field of the table ({@link PlanFields#table()}): the field's plan path
 * ({@code inference.batch.items}) walked down the plan's records, component by component, as mvvmFX's
 * {@code ModelWrapper.field(getter, setter)} pairs them (docs/architecture.md "One field table"). The plan's records are
 * immutable: setting a value makes new records along the path through their canonical constructors, so every rule a
 * record's constructor keeps (a blank name is null, no section is null) holds for a value set here too.
 *
 * <p>Every path is resolved once, when the class loads, and checked against the field's kind (a whole number is an
 * {@code Integer} component, a count a {@link Count} …): a table line that names no component, or one of another
 * type, fails at start-up and in every test, never silently at a user's keystroke.
 */
public final class PlanAccess {

    /** One component on the way down: the record it is read from, its place there, and that record's constructor. */
    private record Step(RecordComponent component, int index, Constructor<?> canonical) {

        Object read(Object record) {
            try {
                return component.getAccessor().invoke(record);
            } catch (IllegalAccessException | InvocationTargetException e) {
                throw new IllegalStateException("cannot read " + component, e);
            }
        }

        /** A copy of {@code record} with this component set to {@code value}. */
        Object with(Object record, Object value) {
            RecordComponent[] all = record.getClass().getRecordComponents();
            Object[] args = new Object[all.length];
            for (int i = 0; i < all.length; i++) {
                args[i] = i == index ? value : new Step(all[i], i, canonical).read(record);
            }
            try {
                return canonical.newInstance(args);
            } catch (InstantiationException | IllegalAccessException | InvocationTargetException e) {
                throw new IllegalStateException("cannot make " + record.getClass().getSimpleName(), e);
            }
        }
    }

    private static final Map<PlanField, List<Step>> PATHS = new LinkedHashMap<>();

    static {
        for (PlanField f : PlanFields.table()) {
            PATHS.put(f, resolve(f));
        }
    }

    private PlanAccess() {
    }

    /** The field's value in {@code plan} (null: not given). */
    public static Object get(Plan plan, PlanField field) {
        Object value = plan;
        for (Step s : steps(field)) {
            value = s.read(value);
        }
        return value;
    }

    /** {@code plan} with the field set to {@code value} (null: not given); of the field's kind's type. */
    public static Plan set(Plan plan, PlanField field, Object value) {
        return (Plan) set(plan, steps(field), 0, value);
    }

    private static Object set(Object record, List<Step> steps, int at, Object value) {
        Step s = steps.get(at);
        Object inner = at == steps.size() - 1 ? value : set(s.read(record), steps, at + 1, value);
        return s.with(record, inner);
    }

    private static List<Step> steps(PlanField field) {
        List<Step> steps = PATHS.get(field);
        if (steps == null) {
            throw new IllegalArgumentException(field.path() + " is not a field of the table (PlanFields.table())");
        }
        return steps;
    }

    /** The components along the field's plan path, the last of the type its kind reads into. */
    private static List<Step> resolve(PlanField field) {
        List<Step> steps = new ArrayList<>();
        Class<?> type = Plan.class;
        for (String name : field.planPath().split("\\.")) {
            RecordComponent[] all = type.getRecordComponents();
            if (all == null) {
                throw new IllegalStateException(field.planPath() + ": " + type.getSimpleName() + " is not a record");
            }
            int index = indexOf(all, name, field);
            steps.add(new Step(all[index], index, canonical(type, all)));
            type = all[index].getType();
        }
        if (type != valueType(field.kind())) {
            throw new IllegalStateException(field.planPath() + " holds " + type.getSimpleName() + ", the kind "
                    + field.kind() + " reads " + valueType(field.kind()).getSimpleName());
        }
        return List.copyOf(steps);
    }

    private static int indexOf(RecordComponent[] all, String name, PlanField field) {
        for (int i = 0; i < all.length; i++) {
            if (all[i].getName().equals(name)) {
                return i;
            }
        }
        throw new IllegalStateException(field.planPath() + ": no component " + name + " in "
                + all[0].getDeclaringRecord().getSimpleName());
    }

    private static Constructor<?> canonical(Class<?> type, RecordComponent[] all) {
        try {
            return type.getDeclaredConstructor(Arrays.stream(all).map(RecordComponent::getType).toArray(Class<?>[]::new));
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException("no canonical constructor in " + type.getSimpleName(), e);
        }
    }

    /** What a field of each kind holds in the plan. */
    public static Class<?> valueType(PlanField.Kind kind) {
        return switch (kind) {
            case WHOLE -> Integer.class;
            case DECIMAL, POSITIVE -> Double.class;
            case COUNT -> Count.class;
            case TEXT -> String.class;
            case DATE -> LocalDate.class;
            case MONEY, CHOICE -> throw new IllegalArgumentException(kind + " fields are mapped by hand");
        };
    }
}
