/**
 * Data transfer objects for rest mapping.
 */
package org.reactivebench.jhipster.mongoreactive.service.dto;
