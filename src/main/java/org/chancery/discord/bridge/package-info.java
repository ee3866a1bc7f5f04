/** The command layer served on Discord: slash commands from command specs, replies as messages, DM text. */
package org.chancery.discord.bridge;
