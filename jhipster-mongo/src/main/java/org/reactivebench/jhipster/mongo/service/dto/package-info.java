/**
 * Data transfer objects for rest mapping.
 */
package org.reactivebench.jhipster.mongo.service.dto;
