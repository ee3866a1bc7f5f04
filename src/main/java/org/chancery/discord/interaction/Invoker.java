package org.chancery.discord.interaction;

import java.util.Set;

/**
 * Who ran a command. In a DM there is no member, so {@code canManageServer} is false and the role
 * sets are empty; permission checks that need a guild must look the user up there.
 */
public record Invoker(long userId, String name, boolean canManageServer, Set<Long> roleIds, Set<String> roleNames) {
    public Invoker {
        roleIds = Set.copyOf(roleIds);
        roleNames = Set.copyOf(roleNames);
    }

    /** Whether the caller holds a role given by id or by name (names compare without case). */
    public boolean hasRole(String idOrName) {
        String wanted = idOrName.strip();
        if (wanted.matches("\\d+") && roleIds.contains(Long.parseUnsignedLong(wanted))) return true;
        return roleNames.stream().anyMatch(n -> n.equalsIgnoreCase(wanted));
    }
}
