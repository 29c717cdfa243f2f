/**
 * Rest layer visual models.
 */
package org.reactivebench.jhipster.mongo.web.rest.vm;
