/** Plain data between the gateway and the bridge: calls (slash, autocomplete, DM), who made them, and answers. */
package org.chancery.discord.interaction;
