package org.reactivebench.operations.passthrough;

import java.lang.reflect.Field;

/** Reads a setting that a client library keeps without a getter. */
final class PrivateFields {

    private PrivateFields() {
    }

    static Object read(Object target, String name) throws ReflectiveOperationException {
        for (Class<?> type = target.getClass(); type != null; type = type.getSuperclass()) {
            try {
                Field field = type.getDeclaredField(name);
                field.setAccessible(true);
                return field.get(target);
            } catch (NoSuchFieldException e) {
                // declared higher up
            }
        }
        throw new NoSuchFieldException(target.getClass().getName() + " has no field " + name);
    }
}
